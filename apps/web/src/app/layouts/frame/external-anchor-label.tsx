import { VisuallyHidden } from '@mantine/core';
import { frameMessages as texts } from '../../messages';
import { ExternalIcon } from './icons';

/** The words of a link that opens in a new tab, saying so to screen readers too. */
export function ExternalAnchorLabel({ label }: { label: string }) {
  return (
    <>
      {label} <ExternalIcon />
      <VisuallyHidden>{texts.newTab}</VisuallyHidden>
    </>
  );
}
