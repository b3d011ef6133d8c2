import type { Locator, Page } from '@playwright/test';
import { createConfirmedUser } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { startServer, type StartedServer } from '../support/server.ts';
import { openWithTokens } from '../support/session.ts';
import { startSmtpServer, type SmtpSink } from '../support/smtp.ts';

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
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const user = await createConfirmedUser(api);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await openWithTokens(page, user.tokens, user.email, PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Email settings' })).toBeVisible();

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
    ).toBeVisible({ timeout: 15_000 });
    const mail = await smtp.waitForMail(user.email, { subject: 'Focal test email' });
    expect(mail.html).toContain('<strong>Lovelace Studio</strong>');
    expect(mail.text).toContain('Ada Lovelace, Lovelace Studio');
    expect(mail.parsed.from?.value[0]?.address).toBe(SENDER);
    await expect(form.getByLabel('Password')).toHaveValue('');
    await expect(form.getByText('A password is saved. Leave this empty to keep it.')).toBeVisible();
    await expect(
      section(page, 'Email provider').getByRole('radio', { name: 'My own mail server (SMTP)' }),
    ).toBeChecked();
    await expect(form.getByRole('button', { name: 'Remove' })).toBeVisible();

    await context.close();
    await api.dispose();
  });
});
