import type { ResourceLink } from '@focal/contracts';
import type { LoginResult } from '@focal/contracts/auth';
import type { TurnOnTwoFactorRequest } from '@focal/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { withBusyOverlay } from '../busy-overlay';
import { callLink } from './two-factor-calls';

/** The recovery codes; at a sign-in's setup (a 213) also the session's tokens. */
export type TurnedOn = { recoveryCodes: string[] } & Partial<LoginResult>;
type Variables = {
  link: ResourceLink;
  body: TurnOnTwoFactorRequest & { authorizationKey?: string };
  /** Signed in (the user's own setup) or not (a 213: the key stands for the session). */
  signedIn: boolean;
};

/** TURN_ON_2FA, at the url and method the server supplied, under the busy overlay. */
export const useTurnOn = () =>
  useMutation({
    mutationFn: ({ link, body, signedIn }: Variables) =>
      withBusyOverlay(() => callLink<TurnedOn>(link, body, signedIn)),
  });
