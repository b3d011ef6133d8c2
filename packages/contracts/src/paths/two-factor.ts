/** The paths of endpoints/two-factor.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const twoFactorPaths = {
  // two-factor authentication (issue 14): the signed-in user's setup
  getTwoFactorSetupMetadata: ['GET', '/api/user/profile/2fa/setup-metadata'],
  turnOnTwoFactor: ['POST', '/api/user/profile/2fa'],
  turnOffTwoFactor: ['POST', '/api/user/profile/2fa/off'],
  setTwoFactorEnforcement: ['PUT', '/api/user/profile/2fa/enforcement'],
  // two-factor authentication at sign-in (public: the authorization key of a 212 or 213)
  getTwoFactorQrImage: ['GET', '/api/auth/2fa/qr/:token'],
  authenticateTwoFactor: ['POST', '/api/auth/2fa/login'],
  setupTwoFactorAtLogin: ['POST', '/api/auth/2fa/setup'],
  recoverTwoFactor: ['POST', '/api/auth/2fa/recover'],
  // the turned-on notice's "This was not me" link (public: the mailed token)
  undoTwoFactor: ['POST', '/api/auth/2fa/not-me'],
} as const;
