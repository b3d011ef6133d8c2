// No zod here: the web app's error catalogue reads these codes on every page, /login included.

/**
 * Every error code the API answers with. Numeric codes are the spec's (spec 01 §8); the named ones
 * fill the places the spec leaves open. `errorCode` is always a string on the wire.
 */
export const ErrorCode = {
  /** Missing, forged or revoked access token: the client logs out. */
  InvalidToken: '450',
  /** Access token expired: the client refreshes once and retries. */
  TokenExpired: '452',
  /** Not allowed here: the client navigates to `/`. */
  NavigateHome: '453',
  SubscriptionExpired: '210',
  TwoFactorLogin: '212',
  TwoFactorSetup: '213',
  EventArchived: '705',
  EventCompleted: '706',
  IncorrectAccount: 'IncorrectAccount',
  /**
   * The reverse of IncorrectAccount: a studio user's right password at the administrator sign-in.
   * Answered only once the password is verified; the client links to the studio sign-in.
   */
  StudioAccount: 'StudioAccount',
  EmailNotConfirmed: 'EmailNotConfirmed',
  /** A user or administrator an administrator disabled: no sign-in of any kind until enabled again. */
  AccountDisabled: 'AccountDisabled',
  /** A verification link that can be sent again (expired or already used). */
  VerificationLinkExpired: 'VerificationLinkExpired',
  /** A verification link that is unknown: nothing to resend, the user must act by hand. */
  VerificationLinkInvalid: 'VerificationLinkInvalid',
  ObsoleteAppVersion: 'ObsoleteAppVersion',
  UserDoesNotExist: 'UserDoesNotExist',
  CountryRequired: 'CountryRequired',
  /** The request names a company the session no longer works in (switched in another tab). */
  CompanyMismatch: 'CompanyMismatch',
  /** A plan limit would be exceeded; `data` carries the upgrade banner data and UPGRADE_PLAN link. */
  AccessLimitation: 'AccessLimitation',
  /**
   * A job beyond the plan's active-jobs limit (spec 01 §8 "limited job"): the client goes to /jobs and
   * opens the upgrade frame; in the iOS app the limited-job modal, when data has an UPGRADE_PLAN link.
   */
  LimitedJob: 'LimitedJob',
  InvitationExpired: 'InvitationExpired',
  /** A promo code (coupon or referral) nobody issued, or one used up or withdrawn. */
  PromoCodeUnknown: 'PromoCodeUnknown',
  /** A promo code past its expiry. */
  PromoCodeExpired: 'PromoCodeExpired',
  /** A payment provider's webhook whose signature is missing, wrong or older than the tolerance. */
  WebhookSignatureInvalid: 'WebhookSignatureInvalid',
  /** The card was refused (the client shows toast e_8). */
  CardDeclined: 'CardDeclined',
  /** A checkout of the plan whose period is paid already (a double click, a second tab). */
  PlanAlreadyPaid: 'PlanAlreadyPaid',
  /** An idempotency key sent again with a different request. */
  IdempotencyKeyReused: 'IdempotencyKeyReused',
  /** A save made from a version of the record that has changed since (the form offers to reload). */
  StaleVersion: 'StaleVersion',
  /** The record is not in a state that allows this (a trial change on a paid plan, a resend to a confirmed address). */
  Conflict: 'Conflict',
  /** A name that must be unique is taken (a promo code, an announcement's key); `data.fields` says which. */
  AlreadyExists: 'AlreadyExists',
  /** A wrong or already used authenticator code (each code opens once). */
  TwoFactorCodeInvalid: 'TwoFactorCodeInvalid',
  /** Recovery answers or a recovery code that do not match. */
  TwoFactorRecoveryFailed: 'TwoFactorRecoveryFailed',
  /** The authorization key of a 212 or 213 is unknown, used or older than 5 minutes: sign in again. */
  TwoFactorKeyExpired: 'TwoFactorKeyExpired',
  /** SMTP connection test (issue 16): the server refused the username or password. */
  SmtpAuthFailed: 'SmtpAuthFailed',
  /** SMTP connection test: the secure connection failed (certificate, wrong security for the port). */
  SmtpTlsFailed: 'SmtpTlsFailed',
  /** SMTP connection test: the server could not be found or reached, or did not answer in time. */
  SmtpUnreachable: 'SmtpUnreachable',
  /** SMTP host that is or resolves to a loopback, private or link-local address (not allowed here). */
  SmtpHostNotAllowed: 'SmtpHostNotAllowed',
  /** SMTP connection test: the server refused the sender or the recipient address. */
  SmtpSenderRefused: 'SmtpSenderRefused',
  /** SMTP connection test: any other failure; the message says what the server answered. */
  SmtpTestFailed: 'SmtpTestFailed',
  /** A client portal's magic link that was used, expired or revoked: the page offers a fresh one by mail. */
  PortalLinkGone: 'PortalLinkGone',
  /** A client portal request with no live portal session (never signed in, expired, signed out). */
  PortalSignInNeeded: 'PortalSignInNeeded',
  /** Stripe could not be reached or refused a request Focal made for the studio (never the client's input). */
  PaymentProviderUnavailable: 'PaymentProviderUnavailable',
  InvalidCredentials: 'InvalidCredentials',
  EmailTaken: 'EmailTaken',
  ValidationFailed: 'ValidationFailed',
  MalformedRequest: 'MalformedRequest',
  UnsupportedMediaType: 'UnsupportedMediaType',
  PayloadTooLarge: 'PayloadTooLarge',
  NotFound: 'NotFound',
  Forbidden: 'Forbidden',
  RateLimited: 'RateLimited',
  OAuthFailed: 'OAuthFailed',
  Internal: 'Internal',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one map from error code to HTTP status. */
export const errorStatus: Record<ErrorCode, number> = {
  '450': 401,
  '452': 401,
  '453': 401,
  '210': 401,
  '212': 401,
  '213': 401,
  '705': 409,
  '706': 409,
  IncorrectAccount: 403,
  StudioAccount: 403,
  EmailNotConfirmed: 401,
  AccountDisabled: 403,
  VerificationLinkExpired: 410,
  VerificationLinkInvalid: 404,
  ObsoleteAppVersion: 426,
  UserDoesNotExist: 404,
  CountryRequired: 409,
  CompanyMismatch: 409,
  AccessLimitation: 403,
  LimitedJob: 403,
  InvitationExpired: 410,
  PromoCodeUnknown: 404,
  PromoCodeExpired: 410,
  WebhookSignatureInvalid: 400,
  CardDeclined: 402,
  PlanAlreadyPaid: 409,
  IdempotencyKeyReused: 422,
  StaleVersion: 409,
  Conflict: 409,
  AlreadyExists: 409,
  TwoFactorCodeInvalid: 400,
  TwoFactorRecoveryFailed: 400,
  TwoFactorKeyExpired: 410,
  SmtpAuthFailed: 422,
  SmtpTlsFailed: 422,
  SmtpUnreachable: 422,
  SmtpHostNotAllowed: 422,
  SmtpSenderRefused: 422,
  SmtpTestFailed: 422,
  PortalLinkGone: 410,
  PortalSignInNeeded: 401,
  PaymentProviderUnavailable: 502,
  InvalidCredentials: 401,
  EmailTaken: 409,
  ValidationFailed: 400,
  MalformedRequest: 400,
  UnsupportedMediaType: 415,
  PayloadTooLarge: 413,
  NotFound: 404,
  Forbidden: 403,
  RateLimited: 429,
  OAuthFailed: 400,
  Internal: 500,
};
