// No zod and not the whole route table: the web's /login chunk reads these, and it stays small.

/**
 * The sign-in area's endpoints (sign-up, sign-in, tokens, passwords, OAuth): part of the route table
 * (api-routes.ts spreads them in), kept apart so the pages before sign-in carry only their own paths.
 */
export const sessionTable = {
  // auth
  signup: ['POST', '/api/auth/signup'],
  resendConfirmation: ['POST', '/api/auth/resend-confirmation'],
  confirmEmail: ['POST', '/api/auth/confirm'],
  login: ['POST', '/api/auth/login'],
  adminLogin: ['POST', '/api/admin/auth/login'],
  instantLogin: ['POST', '/api/auth/instant-login'],
  refreshTokens: ['POST', '/api/auth/refresh'],
  logout: ['POST', '/api/auth/logout'],
  forgotPassword: ['POST', '/api/auth/forgot'],
  resetPassword: ['POST', '/api/auth/reset'],
  // oauth
  listOAuthProviders: ['GET', '/api/auth/oauth/providers'],
  startOAuth: ['GET', '/api/auth/oauth/:providerId/start'],
  oauthCallback: ['POST', '/api/auth/oauth/:providerId/callback'],
  getPendingOAuthSignup: ['GET', '/api/auth/oauth/complete/:token'],
  completeOAuthSignup: ['POST', '/api/auth/oauth/complete'],
} as const;

type SessionTable = typeof sessionTable;
/** One endpoint's address in a table: what a client needs to call it, and the key of its declaration. */
export type RouteOf<T extends Record<string, readonly [string, string]>, K extends keyof T> = {
  readonly operationId: K;
  readonly method: T[K][0];
  readonly path: T[K][1];
};

/** `{ login: ['POST', '/api/auth/login'] }` → `{ login: { operationId: 'login', method, path } }`. */
export function routesOf<T extends Record<string, readonly [string, string]>>(
  table: T,
): { readonly [K in keyof T]: RouteOf<T, K> } {
  return Object.fromEntries(
    Object.entries(table).map(([operationId, [method, path]]) => [
      operationId,
      { operationId, method, path },
    ]),
  ) as { readonly [K in keyof T]: RouteOf<T, K> };
}

export const SessionRoutes = routesOf(sessionTable);
export type SessionOperationId = keyof SessionTable;

/** `/api/companies/:id` with `{ id }` → `/api/companies/<id, encoded>`. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
