import type { Config } from '../../config.ts';
import { deriveSecretKey, openSecret, sealSecret } from '../../lib/secret-box.ts';

/**
 * A company's mail secrets (its SMTP password, its Gmail refresh token): sealed under a key derived
 * from TWO_FACTOR_KEY for this purpose, with the company id as the additional data, so a sealed
 * value copied into another company's row does not open.
 */
export const sealCompanySecret = (config: Pick<Config, 'twoFactorKey'>, companyId: string, secret: string) =>
  sealSecret(deriveSecretKey(config.twoFactorKey, 'company-mail-secrets'), companyId, secret);

/** Throws when the value was sealed under another key or for another company. */
export const openCompanySecret = (config: Pick<Config, 'twoFactorKey'>, companyId: string, sealed: string) =>
  openSecret(deriveSecretKey(config.twoFactorKey, 'company-mail-secrets'), companyId, sealed);
