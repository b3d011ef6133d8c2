import { ApiRoutes as R } from '../api-routes.ts';
import {
  confirmRequestSchema,
  confirmResponseSchema,
  forgotRequestSchema,
  instantLoginRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  resendQuerySchema,
  resetRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  tokenPairResponseSchema,
} from '../auth.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';

const auth = { tags: ['auth'], access: 'public' } as const;

export const authEndpoints = {
  signup: endpoint(R.signup, {
    ...auth,
    description: 'Creates an account and its company, and mails the confirmation link.',
    body: signupRequestSchema,
    response: signupResponseSchema,
  }),
  resendConfirmation: endpoint(R.resendConfirmation, {
    ...auth,
    description: 'Sends the sign-up confirmation mail again, for the token the thank-you page holds.',
    query: resendQuerySchema,
    response: emptyDataSchema,
  }),
  confirmEmail: endpoint(R.confirmEmail, {
    ...auth,
    description: 'Confirms a sign-up, a changed email or a changed login with the mailed token.',
    body: confirmRequestSchema,
    response: confirmResponseSchema,
  }),
  login: endpoint(R.login, {
    ...auth,
    description: 'Signs a user in with email and password; returns tokens and a device token.',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  adminLogin: endpoint(R.adminLogin, {
    ...auth,
    description: 'Signs an administrator in with email and password.',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  instantLogin: endpoint(R.instantLogin, {
    ...auth,
    description: 'Signs a user in with a one-time token from a mail.',
    body: instantLoginRequestSchema,
    response: tokenPairResponseSchema,
  }),
  refreshTokens: endpoint(R.refreshTokens, {
    ...auth,
    description: 'Exchanges a refresh token for a new token pair (the old refresh token dies).',
    body: refreshRequestSchema,
    response: tokenPairResponseSchema,
  }),
  logout: endpoint(R.logout, {
    ...auth,
    description: 'Ends the session of the bearer token and of the refresh token given.',
    body: logoutRequestSchema.nullish(),
    response: emptyDataSchema,
  }),
  forgotPassword: endpoint(R.forgotPassword, {
    ...auth,
    description: 'Mails a password reset link to the address, if it has an account.',
    body: forgotRequestSchema,
    response: emptyDataSchema,
  }),
  resetPassword: endpoint(R.resetPassword, {
    ...auth,
    description: 'Sets a new password with the token of a reset link.',
    body: resetRequestSchema,
    response: emptyDataSchema,
  }),
};
