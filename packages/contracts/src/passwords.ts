/** Password rules (NIST SP 800-63B): length only, no composition rules, common ones refused. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 256;
