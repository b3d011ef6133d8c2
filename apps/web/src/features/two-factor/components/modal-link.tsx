import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { disabled: boolean; onClick: () => void; children: ReactNode };

/** A link-styled button of the sign-in modals ('Reset your authentication'…), off while busy. */
export function ModalLink({ disabled, onClick, children }: Props) {
  return (
    <Anchor component="button" type="button" size="sm" disabled={disabled} onClick={onClick}>
      {children}
    </Anchor>
  );
}
