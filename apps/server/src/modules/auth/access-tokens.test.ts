import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-tokens.ts';

const SECRET = 'unit-test-secret-unit-test-secret-012345';

describe('access tokens', () => {
  it('verifies a token it signed, again and again, with the same claims', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign({ sub: 'u1', sid: 's1', kind: 'user', cid: 'c1' });
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sid: 's1', kind: 'user', cid: 'c1' });
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', sid: 's1', kind: 'user', cid: 'c1' });
  });

  it('answers 452 once a verified token has expired, though it was verified before', async () => {
    const tokens = createAccessTokens(SECRET, 1);
    const token = await tokens.sign({ sub: 'u1', sid: 's1', kind: 'user', cid: null });
    await tokens.verify(token);
    await new Promise((r) => setTimeout(r, 2_100)); // JWT expiry has one-second resolution
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: '452' });
  });

  it('answers 450 for a token signed with another key or altered', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign({ sub: 'u1', sid: 's1', kind: 'user', cid: null });
    await tokens.verify(token);
    const [head, , signature] = token.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ sub: 'u2', sid: 's1', kind: 'user', iss: 'focal', aud: 'access', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    await expect(tokens.verify(altered)).rejects.toMatchObject({ code: '450' });
    const foreign = await new SignJWT({ sid: 's1', kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('focal')
      .setAudience('access')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    await expect(tokens.verify(foreign)).rejects.toMatchObject({ code: '450' });
  });
});
