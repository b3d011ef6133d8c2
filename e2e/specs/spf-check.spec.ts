import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createConfirmedUser } from '../support/api.ts';
import { startDnsServer } from '../support/dns.ts';
import { SERVER_HOOK_TIMEOUT_MS, startServer, type StartedServer } from '../support/server.ts';
import { openWithTokens } from '../support/session.ts';
import { startSmtpServer, type SmtpSink } from '../support/smtp.ts';

/**
 * Spec 02 §4, the SPF check after the custom SMTP settings are saved: a DNS server on loopback
 * serves the sender domains' records, the studio's "own" SMTP server is a real one on loopback
 * (127.0.0.1, which the records name or not), and the app server asks that DNS server (DNS_SERVERS).
 */
const GOOD_DOMAIN = 'good-spf.example';
const BAD_DOMAIN = 'bad-spf.example';
const SUCCESS = 'Yay! The correct SPF record is found.';
const FAILURE = 'Oops! The SPF record has an issue.';

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let smtp: SmtpSink;
let server: StartedServer;

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  dns = await startDnsServer({
    [GOOD_DOMAIN]: { TXT: ['v=spf1 ip4:127.0.0.1 -all'] },
    // Another server is listed, not the studio's: the check fails.
    [BAD_DOMAIN]: { TXT: ['v=spf1 ip4:192.0.2.1 -all'] },
  });
  smtp = await startSmtpServer();
  server = await startServer({ DNS_SERVERS: dns.address, SMTP_ALLOW_PRIVATE_HOSTS: '127.0.0.1/32' });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await dns?.close();
});

/** A new photographer of this server, signed in on the email settings page. */
async function signedInOnEmailSettings(browser: Browser) {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const user = await createConfirmedUser(api);
  await api.dispose();
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  return { page, user, context };
}

/** Saves the custom SMTP settings through the page (which marks the SPF check pending). */
async function saveCustomSmtp(page: Page, senderEmail: string) {
  const form = page.getByRole('region', { name: 'Your own mail server' });
  await form.getByLabel('SMTP server').fill('127.0.0.1');
  await form.getByLabel('Port').fill(String(smtp.port));
  await form.getByRole('radio', { name: 'None' }).check();
  await form.getByLabel('Username').fill('studio');
  await form.getByLabel('Password', { exact: true }).fill('a-password');
  await form.getByLabel('Sender name').fill('Tester Photography');
  await form.getByLabel('Sender email address').fill(senderEmail);
  await form.getByRole('button', { name: 'Save and send test message' }).click();
  await expect(page.getByText(/The test message reached your server/)).toBeVisible({ timeout: 20_000 });
}

test('a good SPF record: after saving the own SMTP server, the check finds it and says so', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, user, context } = await signedInOnEmailSettings(browser);
  await openWithTokens(page, user.tokens, user.email, '/settings/email-settings');
  await saveCustomSmtp(page, `hello@${GOOD_DOMAIN}`);

  const modal = page.getByRole('dialog', { name: SUCCESS });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await modal.getByRole('button', { name: 'Got It' }).click();
  await expect(modal).toBeHidden();
  // The check is over: nothing pending is left for the next visit.
  const pending = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.includes('spfPending')),
  );
  expect(pending).toEqual([]);
  // The panel under the form shows the record that was found.
  const panel = page.getByRole('region', { name: 'SPF record' });
  await expect(panel.getByText('Correct SPF record found')).toBeVisible();
  await expect(panel.getByText('v=spf1 ip4:127.0.0.1 -all')).toBeVisible();
  await context.close();
});

test('a bad SPF record: checking goes on for 24 hours, then the failure modal leads to the settings', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, user, context } = await signedInOnEmailSettings(browser);
  await page.clock.install();
  await openWithTokens(page, user.tokens, user.email, '/settings/email-settings');
  await saveCustomSmtp(page, `hello@${BAD_DOMAIN}`);

  // The panel explains the failure and gives the record to publish, in the words of `npm run spf`.
  const panel = page.getByRole('region', { name: 'SPF record' });
  await expect(panel.getByText('SPF record needs attention')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/says this server may not send from your address/)).toBeVisible();
  await expect(panel.getByLabel('TXT record to publish')).toContainText('ip4:127.0.0.1');

  // Elsewhere in the app, a day later: the watcher's next check ends it with the failure modal.
  await page.getByRole('link', { name: 'Focal home' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/`);
  await expect(page.getByRole('dialog', { name: FAILURE })).toHaveCount(0);
  await page.clock.fastForward('24:00:00');
  const modal = page.getByRole('dialog', { name: FAILURE });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText('Either the SPF record cannot be found or is incorrect.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Not Now' })).toBeVisible();
  await modal.getByRole('link', { name: 'Go to Email Settings' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/settings/email-settings`);
  await expect(modal).toBeHidden();
  await context.close();
});
