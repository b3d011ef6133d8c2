import { errors, jwtVerify, type JWTPayload, SignJWT } from 'jose';
import { AppError } from '../../http/app-error.ts';

export type SubjectKind = 'user' | 'admin';
/** `cid` is the company the session worked in when the token was issued (switching issues new tokens). */
export type AccessClaims = { sub: string; sid: string; kind: SubjectKind; cid: string | null };

const ISSUER = 'focal';

export const invalidToken = () =>
  new AppError('450', 'Please sign in again', 'Your session is no longer valid. Please sign in again.');
const expiredToken = () =>
  new AppError('452', 'Session expired', 'Your session has expired. Refreshing it now.');

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);

  const sign = (claims: AccessClaims) =>
    new SignJWT({ sid: claims.sid, kind: claims.kind, cid: claims.cid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience('access')
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);

  /**
   * Tokens already verified, by their exact text (signature included): every request of a session
   * carries the same token for its 15 minutes, and checking the signature again costs more than
   * the rest of a cached bootstrap.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  /** Expired → 452 (refresh and retry); anything else wrong → 450 (sign in again). */
  const verify = async (token: string, options: { allowExpired?: boolean } = {}): Promise<AccessClaims> => {
    const known = verified.get(token);
    if (known && !options.allowExpired) {
      if (known.expiresAt > Date.now()) return known.claims;
      verified.delete(token);
      throw expiredToken();
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: 'access',
        algorithms: ['HS256'],
        ...(options.allowExpired ? { clockTolerance: 10 * 365 * 24 * 3600 } : {}),
      });
      const { sub, sid, kind, cid } = payload as Partial<AccessClaims>;
      if (!sub || !sid || (kind !== 'user' && kind !== 'admin')) throw invalidToken();
      const claims = { sub, sid, kind, cid: typeof cid === 'string' ? cid : null };
      if (!options.allowExpired && payload.exp) {
        if (verified.size >= 10_000) verified.clear();
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      }
      return claims;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired) throw expiredToken();
      throw invalidToken();
    }
  };

  /** Short-lived signed values that need no table: the resend-confirmation link, the portal token. */
  const signPurpose = (
    purpose: string,
    sub: string,
    ttl: string | Date,
    extra: Record<string, string> = {},
  ) =>
    new SignJWT({ ...extra })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(purpose)
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(key);

  /** A purpose token's claims when it is valid (signed by us, for this purpose, not expired). */
  const purposeClaims = async (purpose: string, token: string): Promise<JWTPayload | undefined> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: purpose,
        algorithms: ['HS256'],
      });
      return payload;
    } catch {
      return undefined;
    }
  };
  const verifyPurpose = async (purpose: string, token: string) => (await purposeClaims(purpose, token))?.sub;

  return { sign, verify, signPurpose, verifyPurpose, purposeClaims };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
