import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { OverlayHost } from '../shared/ui/overlay-host';
import { theme } from './theme';

type Props = {
  children: ReactNode;
  /** 'test' turns Mantine's transitions off, so tests see the end state at once. */
  env?: 'default' | 'test';
};

export function AppProviders({ children, env = 'default' }: Props) {
  return (
    <MantineProvider theme={theme} env={env}>
      <OverlayHost />
      {children}
    </MantineProvider>
  );
}
