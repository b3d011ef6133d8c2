import type { SignupRequest, TokenPair } from '@focal/contracts';
import type { APIRequestContext } from '@playwright/test';
import { confirmedOwner } from '../../packages/test-kit/src/accounts.ts';
import { PAT, postJson, signedUp, type SignedUp } from './api.ts';
import { extractLink, lastPathSegment } from './mailbox.ts';
import type { MailReader } from './smtp.ts';

/**
 * createConfirmedUser for a server that delivers mail by SMTP (it has no development mailbox): the
 * confirmation link is read from the mail the SMTP server received.
 */
export async function createConfirmedUserBySmtp(
  request: APIRequestContext,
  smtp: MailReader,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedUp & { tokens: TokenPair }> {
  const { form, answer, tokens } = await confirmedOwner(
    postJson(request),
    async (input) => {
      const mail = await smtp.waitForMail(input.email, {
        subject: 'Confirm your email address for Focal',
        timeoutMs: 40_000,
      });
      return lastPathSegment(extractLink(mail, '/signup/confirm/'));
    },
    { ...PAT, ...overrides },
  );
  return { ...signedUp(form, answer), tokens };
}
