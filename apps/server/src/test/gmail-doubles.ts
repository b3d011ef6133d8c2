import type { AddressInfo } from 'node:net';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { simpleParser, type ParsedMail } from 'mailparser';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import type { Api } from './api-test.ts';

type Body = Record<string, string | undefined>;

/**
 * Google as the Gmail tests meet it, on loopback: a real OAuth 2 / OIDC server (oauth2-mock-server)
 * and a real SMTP server that accepts only XOAUTH2 with an access token that server issued in
 * exchange for a refresh token (as smtp.gmail.com accepts Google's).
 */
export async function startGmailDoubles() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const state = {
    /** Claims put on the next tokens (the ID token's email above all). */
    claims: { email: 'studio@gmail.test', email_verified: true } as Record<string, unknown>,
    /** Refresh tokens given out for authorization codes, newest last. */
    refreshTokens: [] as string[],
    /** Access tokens given out for a refresh token → that refresh token. */
    accessTokens: new Map<string, string>(),
    revocations: 0,
    /** Codes the token endpoint answers invalid_grant to. */
    refusedCodes: new Set<string>(),
  };
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, state.claims));
  provider.service.on('beforeResponse', (response, req) => {
    const body = (req as unknown as { body: Body }).body;
    const answer = response.body as Body;
    if (body.code && state.refusedCodes.has(body.code)) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    } else if (body.grant_type === 'authorization_code' && answer.refresh_token) {
      state.refreshTokens.push(answer.refresh_token);
    } else if (body.grant_type === 'refresh_token' && answer.access_token && body.refresh_token) {
      state.accessTokens.set(answer.access_token, body.refresh_token);
    }
  });
  provider.service.on('beforeRevoke', () => {
    state.revocations += 1;
  });

  const received: { mail: ParsedMail; user: string }[] = [];
  const smtp = new SMTPServer({
    authMethods: ['XOAUTH2'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.method === 'XOAUTH2' && auth.accessToken && state.accessTokens.has(auth.accessToken)) {
        return callback(null, { user: auth.username });
      }
      return callback(null, { data: { status: '401', schemes: 'bearer' } });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ mail, user: String(session.user) });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;

  return {
    state,
    received,
    env: {
      GMAIL_OAUTH_CLIENT_ID: 'focal-gmail-client',
      GMAIL_OAUTH_CLIENT_SECRET: 'gmail-client-secret',
      GMAIL_OAUTH_ISSUER: provider.issuer.url!,
      GMAIL_SMTP_URL: `smtp://127.0.0.1:${port}`,
    },
    issuerUrl: provider.issuer.url!,
    close: async () => {
      await provider.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
export type GmailDoubles = Awaited<ReturnType<typeof startGmailDoubles>>;

/**
 * The browser's hops: GET the connection for Google's sign-in address, open it (the provider
 * redirects at once), land back on the settings page with code and state in the address.
 */
export async function gmailSignIn(api: Api, auth: Record<string, string>) {
  const res = await api.get(ApiRoutes.getGmailConnection.path, { as: auth });
  if (res.statusCode !== 200) throw new Error(`GET gmail answered ${res.statusCode}: ${res.body}`);
  const signInUrl = (res.json() as { data: { signInUrl: string | null } }).data.signInUrl;
  if (!signInUrl) throw new Error('no sign-in address: already connected?');
  const atProvider = await fetch(signInUrl, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  return {
    back,
    signInUrl: new URL(signInUrl),
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  };
}
