import type { Configure2faMetadata, ResourceLink, TwoFactorSetupMetadata } from '@focal/contracts';
import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import QRCode from 'qrcode';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { hashToken } from '../../lib/secrets.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import type { User } from '../users/service.ts';
import { findUserById } from '../users/service.ts';
import { enforcementOf } from './enforcement.ts';
import { TwoFactorSetupText as T } from './messages.ts';
import * as repo from './repo.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { newSecret, otpauthUrl } from './totp.ts';

const QR_PURPOSE = 'two-factor-qr';
/** Long enough to scan while the setup modal is open; the text secret stays on the page anyway. */
const QR_TTL = '10m';

/** Names one secret without revealing it: the link of a replaced secret no longer matches. */
const fingerprint = (secret: string) => hashToken(secret).slice(0, 16);
/** The QR link's signed subject: the user and the secret it was made for (as device tokens name theirs). */
const qrSubject = (userId: string, secret: string) => `${userId}.${fingerprint(secret)}`;

export const alreadyOn = () => new AppError('Conflict', T.alreadyOnTitle, T.alreadyOn);

/**
 * A new secret for the user to set up (spec 02 §3 configure2faMetadata): stored sealed and
 * unconfirmed, replacing any earlier unconfirmed one, with the link of its QR image and where the
 * setup goes (`turnOn`: the profile's TURN_ON_2FA, or the sign-in's own for a required setup).
 */
export async function pendingSetupFor(
  deps: AppDeps,
  user: Pick<User, 'id' | 'email'>,
  turnOn: ResourceLink,
): Promise<Configure2faMetadata> {
  const secret = newSecret();
  const sealed = sealSecret(deps.config.twoFactorKey, user.id, secret);
  if (!(await repo.putPendingSecret(deps.db, user.id, sealed))) throw alreadyOn();
  const token = await deps.tokens.signPurpose(QR_PURPOSE, qrSubject(user.id, secret), QR_TTL);
  return {
    twoFaSecret: secret,
    otpauthUrl: otpauthUrl(secret, user.email),
    actions: {
      DOWNLOAD_QR_IMAGE: { url: fillPath(ApiRoutes.getTwoFactorQrImage.path, { token }), method: 'GET' },
      TURN_ON_2FA: turnOn,
    },
  };
}

/** The pending secret in clear, or undefined when there is none (or it no longer opens). */
export async function pendingSecretOf(deps: AppDeps, userId: string) {
  const row = await repo.findTwoFactor(deps.db, userId);
  if (!row || row.enabledAt) return undefined;
  try {
    return { row, secret: openSecret(deps.config.twoFactorKey, userId, row.secretCiphertext) };
  } catch {
    // Sealed under an earlier TWO_FACTOR_KEY: as good as none, a new setup replaces it.
    return undefined;
  }
}

/**
 * The PNG of the QR code of a pending secret's otpauth address. A forged or expired link, one made
 * for a secret since replaced, or a secret already turned on shows nothing (404).
 */
export async function qrImage(deps: AppDeps, token: string): Promise<Buffer> {
  const subject = await deps.tokens.verifyPurpose(QR_PURPOSE, token);
  const userId = subject?.split('.')[0];
  const pending = userId ? await pendingSecretOf(deps, userId) : undefined;
  const user = pending && (await findUserById(deps.db, userId!));
  if (!pending || !user || subject !== qrSubject(user.id, pending.secret)) throw notFound(T.qrNotFound);
  return QRCode.toBuffer(otpauthUrl(pending.secret, user.email), { type: 'png', width: 240, margin: 1 });
}

/**
 * GET setup-metadata (spec 02 §7): on, the state and what is left of it; off, a new secret to set
 * up with (each call replaces the last, unconfirmed one). Both with the current company's requirement.
 */
export async function setupMetadata(
  deps: AppDeps,
  auth: { subjectId: string; companyId: string | null },
): Promise<TwoFactorSetupMetadata> {
  const user = await findUserById(deps.db, auth.subjectId);
  if (!user) throw invalidToken();
  const row = await repo.findTwoFactor(deps.db, user.id);
  const enforcement = await enforcementOf(deps.db, user.id, auth.companyId);
  if (row?.enabledAt) {
    return {
      user2faState: 'ON',
      configure2faMetadata: null,
      enforcement,
      recoveryCodesLeft: await repo.unusedRecoveryCodeCount(deps.db, user.id),
      enabledAt: row.enabledAt.toISOString(),
    };
  }
  const { path: url, method } = ApiRoutes.turnOnTwoFactor;
  return {
    user2faState: 'OFF',
    configure2faMetadata: await pendingSetupFor(deps, user, { url, method }),
    enforcement,
    recoveryCodesLeft: null,
    enabledAt: null,
  };
}
