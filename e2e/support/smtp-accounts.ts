import type { SignupRequest, TokenPair } from '@focal/contracts';
import type { APIRequestContext } from '@playwright/test';
import { logIn, signUp, type SignedUp } from './api.ts';
import { extractLink, lastPathSegment } from './mailbox.ts';
import type { SmtpSink } from './smtp.ts';

/**
 * createConfirmedUser for a server that delivers mail by SMTP (it has no development mailbox): the
 * confirmation link is read from the mail the sink received.
 */
export async function createConfirmedUserBySmtp(
  request: APIRequestContext,
  smtp: SmtpSink,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedUp & { tokens: TokenPair }> {
  const account = await signUp(request, overrides);
  const mail = await smtp.waitForMail(account.email, {
    subject: 'Confirm your email address for Focal',
    timeoutMs: 20_000,
  });
  const token = lastPathSegment(extractLink(mail, '/signup/confirm/'));
  const confirmed = await request.post('/api/auth/confirm', { data: { token, purpose: 'signup' } });
  if (!confirmed.ok()) {
    throw new Error(`POST /api/auth/confirm answered ${confirmed.status()}: ${await confirmed.text()}`);
  }
  return { ...account, tokens: await logIn(request, account.email, account.password) };
}
