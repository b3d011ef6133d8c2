import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { OverlayHost } from '../shared/ui/overlay-host';
import { theme } from './theme';

type Props = { children: ReactNode };

export function AppProviders({ children }: Props) {
  return (
    <MantineProvider theme={theme}>
      <OverlayHost />
      {children}
    </MantineProvider>
  );
}
