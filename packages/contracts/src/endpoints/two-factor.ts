import { ApiRoutes as R } from '../api-routes.ts';
import { loginResponseSchema } from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  authenticateTwoFactorRequestSchema,
  recoverTwoFactorRequestSchema,
  recoverTwoFactorResponseSchema,
  setupTwoFactorAtLoginRequestSchema,
  setupTwoFactorAtLoginResponseSchema,
  turnOffTwoFactorRequestSchema,
  turnOnTwoFactorRequestSchema,
  turnOnTwoFactorResponseSchema,
  twoFactorEnforcementRequestSchema,
  twoFactorEnforcementResponseSchema,
  twoFactorQrParamsSchema,
  twoFactorSetupMetadataResponseSchema,
  undoTwoFactorRequestSchema,
} from '../two-factor.ts';

const mine = { tags: ['profile'], access: 'user' } as const;
const atSignIn = { tags: ['auth'], access: 'public' } as const;

/** Two-factor authentication (spec 02 §7): the user's own setup, and the sign-in's second step. */
export const twoFactorEndpoints = {
  getTwoFactorSetupMetadata: endpoint(R.getTwoFactorSetupMetadata, {
    ...mine,
    description: "The user's two-factor state and, while it is off, a new secret to set it up with.",
    response: twoFactorSetupMetadataResponseSchema,
  }),
  turnOnTwoFactor: endpoint(R.turnOnTwoFactor, {
    ...mine,
    description: 'Turns two-factor on with a code of the new secret and three secret questions.',
    body: turnOnTwoFactorRequestSchema,
    response: turnOnTwoFactorResponseSchema,
  }),
  turnOffTwoFactor: endpoint(R.turnOffTwoFactor, {
    ...mine,
    description: 'Turns two-factor off, given a current code; other sessions end.',
    body: turnOffTwoFactorRequestSchema,
    response: emptyDataSchema,
  }),
  setTwoFactorEnforcement: endpoint(R.setTwoFactorEnforcement, {
    tags: ['profile'],
    access: 'company',
    description: "The owner requires two-factor of the current company's team, or stops requiring it.",
    body: twoFactorEnforcementRequestSchema,
    response: twoFactorEnforcementResponseSchema,
  }),
  getTwoFactorQrImage: endpoint(R.getTwoFactorQrImage, {
    ...atSignIn,
    description: 'The QR image (PNG) of a secret being set up, named by the short-lived token of its link.',
    params: twoFactorQrParamsSchema,
  }),
  authenticateTwoFactor: endpoint(R.authenticateTwoFactor, {
    ...atSignIn,
    description: 'The second step of a sign-in answered 212: the code and the authorization key.',
    body: authenticateTwoFactorRequestSchema,
    response: loginResponseSchema,
  }),
  setupTwoFactorAtLogin: endpoint(R.setupTwoFactorAtLogin, {
    ...atSignIn,
    description: 'A sign-in answered 213 sets two-factor up and signs in.',
    body: setupTwoFactorAtLoginRequestSchema,
    response: setupTwoFactorAtLoginResponseSchema,
  }),
  recoverTwoFactor: endpoint(R.recoverTwoFactor, {
    ...atSignIn,
    description:
      'Turns two-factor off with the secret answers or a recovery code, for a sign-in answered 212.',
    body: recoverTwoFactorRequestSchema,
    response: recoverTwoFactorResponseSchema,
  }),
  undoTwoFactor: endpoint(R.undoTwoFactor, {
    ...atSignIn,
    description:
      'The link of the turned-on notice ("This was not me"): two-factor off and every session ended.',
    body: undoTwoFactorRequestSchema,
    response: emptyDataSchema,
  }),
};
