import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { installErrorCatalogue } from '../shared/errors/install';
import { OverlayHost } from '../shared/ui/overlay-host';
import { installAccountSetupFlows } from '../features/account-setup/install';
import { installTwoFactorFlows, TwoFactorMount } from '../features/two-factor/two-factor-mount';
import { installSessionEnd } from './boot/session-end';
import { theme } from './theme';

// Once per page: the error catalogue and response extras on every request, the account-setup and
// two-factor modals it opens, and what a sign-out ends besides the tokens.
installErrorCatalogue();
installAccountSetupFlows();
installTwoFactorFlows();
installSessionEnd();

type Props = {
  children: ReactNode;
  /** 'test' turns Mantine's transitions off, so tests see the end state at once. */
  env?: 'default' | 'test';
};

export function AppProviders({ children, env = 'default' }: Props) {
  return (
    <MantineProvider theme={theme} env={env}>
      <OverlayHost />
      <TwoFactorMount />
      {children}
    </MantineProvider>
  );
}
