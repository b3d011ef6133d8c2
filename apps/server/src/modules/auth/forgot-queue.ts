/** The queue a password-reset request goes to, so the request does the same work for any address. */
export const AUTH_FORGOT = 'auth-forgot';
export type ForgotJob = { email: string };
