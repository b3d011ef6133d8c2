import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import sharp from 'sharp';
import { createConfirmedUser } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { SERVER_HOOK_TIMEOUT_MS, startServer, type StartedServer } from '../support/server.ts';
import { openWithTokens } from '../support/session.ts';
import { startSmtpServer, type SmtpSink } from '../support/smtp.ts';
import { sendStudioMail } from '../support/studio-mail.ts';

const PATH = '/settings/email-settings';
const LOGIN = { username: 'studio-mailer', password: 'correct-horse-battery' };
const SENDER = 'hello@lovelace.example';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const field = (form: Locator, label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The studio's own server: the loopback sink, plain SMTP (no TLS), with a password. */
async function fillSmtpForm(form: Locator, port: number, password: string) {
  await field(form, 'SMTP server').fill('127.0.0.1');
  await form.getByRole('radio', { name: 'None' }).check();
  await field(form, 'Port').fill(String(port));
  await field(form, 'Username').fill(LOGIN.username);
  await form.getByLabel('Password').fill(password);
  await field(form, 'Sender name').fill('Lovelace Studio');
  await field(form, 'Sender email address').fill(SENDER);
}

test.describe('email settings: the studio sends through its own SMTP server', () => {
  let smtp: SmtpSink;
  let server: StartedServer;

  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    smtp = await startSmtpServer({ users: { [LOGIN.username]: LOGIN.password } });
    // The studio's server is on loopback here: the administrator allows that address range.
    server = await startServer({ SMTP_ALLOW_PRIVATE_HOSTS: '127.0.0.0/8' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test('a signature written in the editor arrives with the test message; a wrong password saves nothing', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const user = await createConfirmedUser(api);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await openWithTokens(page, user.tokens, user.email, PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Email settings' })).toBeVisible();
    await expect(section(page, 'Signature').getByRole('textbox', { name: 'Signature text' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The signature, in Mantine's rich text editor; the preview follows as it is typed.
    const signature = section(page, 'Signature');
    const editor = signature.getByRole('textbox', { name: 'Signature text' });
    await editor.click();
    await editor.pressSequentially('Ada Lovelace, ');
    await page.keyboard.press('ControlOrMeta+B');
    await editor.pressSequentially('Lovelace Studio');
    const preview = signature.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('strong')).toHaveText('Lovelace Studio');
    await signature.getByRole('button', { name: 'Save signature' }).click();
    await expect(page.getByText('Your signature is saved.')).toBeVisible();
    // The image goes up as multipart `file`; the server re-encodes it and shows it back.
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#7050ef' } })
      .png()
      .toBuffer();
    await signature
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('The signature image is saved.')).toBeVisible();
    await expect(signature.getByRole('img', { name: 'Your signature image' })).toBeVisible();

    // A wrong password: the server's explanation beside the form, and nothing saved.
    const smtpSection = section(page, 'Your own mail server');
    const form = smtpSection.getByRole('form', { name: 'Your own mail server' });
    await expect(field(form, 'Send the test message to')).toHaveValue(user.email);
    await fillSmtpForm(form, smtp.port, 'not-the-password');
    await form.getByRole('button', { name: 'Save and send test message' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Sign-in to your mail server failed');
    await expect(alert).toContainText('refused the username or password');
    expect(smtp.messages).toHaveLength(0);
    await page.reload();
    await expect(
      section(page, 'Email provider').getByRole('radio', { name: 'Focal (default)' }),
    ).toBeChecked();
    await expect(
      section(page, 'Email provider').getByRole('radio', { name: 'My own mail server (SMTP)' }),
    ).toBeDisabled();
    await expect(field(form, 'SMTP server')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Remove' })).toHaveCount(0);

    // The right password: the test message arrives, signed; the settings are saved and in use.
    await fillSmtpForm(form, smtp.port, LOGIN.password);
    await form.getByRole('button', { name: 'Save and send test message' }).click();
    await expect(
      page.getByText(`The test message reached your server and was sent to ${user.email}. Settings saved.`),
    ).toBeVisible({ timeout: 30_000 });
    const mail = await smtp.waitForMail(user.email, { subject: 'Focal test email' });
    expect(mail.html).toContain('<strong>Lovelace Studio</strong>');
    expect(mail.html).toMatch(/<img[^>]+src="http[^"]+"/);
    expect(mail.text).toContain('Ada Lovelace, Lovelace Studio');
    expect(mail.parsed.from?.value[0]?.address).toBe(SENDER);
    await expect(form.getByLabel('Password')).toHaveValue('');
    await expect(form.getByText('A password is saved. Leave this empty to keep it.')).toBeVisible();
    await expect(
      section(page, 'Email provider').getByRole('radio', { name: 'My own mail server (SMTP)' }),
    ).toBeChecked();
    await expect(form.getByRole('button', { name: 'Remove' })).toBeVisible();

    // A studio email (a template, sent through the API) goes out through the studio's server, signed,
    // and the mail log lists it as sent.
    const client = `client-${randomBytes(4).toString('hex')}@example.com`;
    await sendStudioMail(api, user.tokens.access_token, client);
    const studioMail = await smtp.waitForMail(client, {
      subject: 'Your photos are ready',
      timeoutMs: 40_000,
    });
    expect(studioMail.html).toContain('<strong>Lovelace Studio</strong>');
    const log = section(page, 'Sent emails');
    await expect(async () => {
      await page.reload();
      // The row is there from the moment the mail was queued: once the log has loaded, its status is
      // what the server has now (a reload shows the next one).
      const row = log.getByRole('row').filter({ hasText: client });
      await expect(row).toContainText('Your photos are ready');
      await expect(row).toContainText('Sent', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });

    await context.close();
    await api.dispose();
  });
});

test.describe('email settings: Gmail through a real OAuth 2 server on loopback', () => {
  let provider: OAuth2Server;
  let server: StartedServer;
  const gmail = `studio-${randomBytes(4).toString('hex')}@gmail.test`;

  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    // The mock approves at once; the ID token names the Google account that signed in.
    provider.service.on('beforeTokenSigning', (token) =>
      Object.assign(token.payload, { email: gmail, email_verified: true }),
    );
    server = await startServer({
      GMAIL_OAUTH_CLIENT_ID: 'focal-e2e-gmail',
      GMAIL_OAUTH_CLIENT_SECRET: 'secret',
      GMAIL_OAUTH_ISSUER: provider.issuer.url!,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  test('connect opens the sign-in in the same tab; the return connects the account once; disconnect', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const user = await createConfirmedUser(api);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await openWithTokens(page, user.tokens, user.email, PATH);
    const gmailSection = section(page, 'Gmail');

    const completions: number[] = [];
    page.on(
      'response',
      (r) =>
        r.request().method() === 'POST' && r.url().includes('/email/gmail') && completions.push(r.status()),
    );
    await gmailSection.getByRole('link', { name: 'Connect Gmail' }).click();
    await expect(page.getByText(`Gmail connected: ${gmail}.`)).toBeVisible({ timeout: 30_000 });
    // Back on the page, without the code in the address: a reload sends nothing again.
    await expect(page).toHaveURL(`${server.baseURL}${PATH}`);
    await expect(gmailSection.getByText(`Connected to ${gmail}`)).toBeVisible();
    await expect(
      section(page, 'Email provider').getByRole('radio', { name: 'My Gmail account' }),
    ).toBeChecked();
    await page.reload();
    await expect(gmailSection.getByText(`Connected to ${gmail}`)).toBeVisible();
    expect(completions).toEqual([200]);

    await gmailSection.getByRole('switch', { name: 'Receive client replies in Gmail' }).check();
    await gmailSection.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your Gmail settings are saved.')).toBeVisible();

    await gmailSection.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect Gmail?' });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Gmail is disconnected.')).toBeVisible();
    await expect(gmailSection.getByRole('link', { name: 'Connect Gmail' })).toBeVisible();
    await expect(
      section(page, 'Email provider').getByRole('radio', { name: 'Focal (default)' }),
    ).toBeChecked();

    await context.close();
    await api.dispose();
  });
});
