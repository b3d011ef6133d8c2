import { BRAND_COLOUR } from '@focal/contracts/brand';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { TeamPaths } from '@focal/contracts';
import type { ParsedMail } from 'mailparser';
import { describe, expect } from 'vitest';
import { it } from '../test/api-test.ts';
import { randomIp, signupForm, uniqueEmail } from '../test/factories.ts';
import { startSmtpServer } from '../test/smtp-server.ts';
import { turnedOn } from '../test/two-factor.ts';

const PUBLIC_URL = 'https://studio.example.test';
// What a client or a proxy in front could claim: no mail may take its links from these.
const FOREIGN_HOST = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  smtp = await startSmtpServer();
  onCleanup(() => smtp.close());
  return { env: { SMTP_URL: smtp.url, PUBLIC_URL }, workers: true };
});

/** The delivered mail to `to` with `subject`, once the workers have sent it. */
async function delivered(to: string, subject: string): Promise<ParsedMail> {
  const matches = (m: ParsedMail) => m.subject === subject && JSON.stringify(m.to).includes(to);
  await smtp.waitForMail(to);
  for (let tries = 0; tries < 60 && !smtp.received.some(matches); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const mail = smtp.received.find(matches);
  expect(mail, `no '${subject}' to ${to}`).toBeTruthy();
  return mail!;
}

/** Every address in the mail's text and every href of its HTML. */
function linksOf(mail: ParsedMail): string[] {
  const inText = mail.text?.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const inHtml = [...String(mail.html).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
  return [...inText, ...inHtml];
}

function expectFocalMail(mail: ParsedMail, path: string) {
  const links = linksOf(mail);
  expect(
    links.some((link) => link.startsWith(`${PUBLIC_URL}${path}`)),
    links.join('\n'),
  ).toBe(true);
  for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  // The button in Focal's violet, as the app's (packages/contracts/src/brand.ts).
  expect(mail.html).toContain(`background:${BRAND_COLOUR}`);
}

describe("Focal's own mails", () => {
  it('link to PUBLIC_URL, never to the Host a request named, with the brand colour', async ({ api }) => {
    const email = uniqueEmail('links');
    const signup = await api.post(ApiRoutes.signup.path, signupForm({ email }), {
      headers: FOREIGN_HOST,
      ip: randomIp(),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    expectFocalMail(await delivered(email, 'Confirm your email address for Focal'), '/signup/confirm/');

    const owner = await api.signedInOwner();
    const forgot = await api.post(
      ApiRoutes.forgotPassword.path,
      { email: owner.form.email },
      { headers: FOREIGN_HOST, ip: randomIp() },
    );
    expect(forgot.statusCode, forgot.body).toBe(200);
    expectFocalMail(await delivered(owner.form.email, 'Set a new password for Focal'), '/new/confirm/');

    const invitee = uniqueEmail('invitee');
    const invited = await api.post(
      TeamPaths.invitations,
      { email: invitee },
      { as: owner.auth, headers: FOREIGN_HOST },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    expectFocalMail(await smtp.waitForMail(invitee), '/company/register/');

    await turnedOn(api, owner.auth);
    const notice = await delivered(
      owner.form.email,
      'Two-factor authentication is on for your Focal account',
    );
    expectFocalMail(notice, '/2fa/not-me/');
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot`);
  });
});
