import type { ResourceLink } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { withBusyOverlay } from '../busy-overlay';
import { authenticate } from './two-factor-calls';

type Variables = { link: ResourceLink | undefined; authorizationKey: string; email: string; code: string };

/** AUTHENTICATE_2FA with a code (the login modal), under the busy overlay. */
export const useAuthenticate = () =>
  useMutation({
    mutationFn: ({ link, authorizationKey, email, code }: Variables) =>
      withBusyOverlay(() => authenticate(link, authorizationKey, email, code)),
  });
