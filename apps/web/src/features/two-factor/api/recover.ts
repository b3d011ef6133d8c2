import type { ResourceLink } from '@focal/contracts';
import type { RecoverTwoFactorRequest } from '@focal/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { withBusyOverlay } from '../busy-overlay';
import { authenticate, recover } from './two-factor-calls';

type Variables = {
  recoverLink: ResourceLink;
  body: RecoverTwoFactorRequest;
  authenticateLink: ResourceLink | undefined;
  email: string;
};

/** Spec 02 §4: RECOVER_2FA, then at once AUTHENTICATE_2FA with the same key and no code. */
export const useRecoverAndSignIn = () =>
  useMutation({
    mutationFn: ({ recoverLink, body, authenticateLink, email }: Variables) =>
      withBusyOverlay(async () => {
        await recover(recoverLink, body, email);
        return authenticate(authenticateLink, body.authorizationKey, email);
      }),
  });
