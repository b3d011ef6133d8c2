/** Password rules (NIST SP 800-63B): length only, no composition rules, common ones refused. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The rules as a new password's field shows them while the user types, before any failure: the
 * length (checked as they type) and the common-password list (the server's check).
 */
export const PASSWORD_RULES = {
  minLength: `At least ${PASSWORD_MIN_LENGTH} characters`,
  notCommon: 'Not one of the most common passwords',
} as const;
