import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { PAT } from '../support/api.ts';
import { sharedMailServer } from '../support/mail-server.ts';
import { openWithTokens } from '../support/session.ts';
import { createConfirmedUserBySmtp } from '../support/smtp-accounts.ts';

/**
 * Issue 16 "Templates": create a template on the email settings page, validate it (an unknown merge
 * field is refused, by name), fix it, preview it with the sample values, save it and use it: the
 * message arrives at a real SMTP server on loopback (the app server's SMTP_URL, Focal's own sender)
 * with its merge fields filled in.
 */
const { baseURL, smtp } = sharedMailServer();

test('a template is created, refused with an unknown merge field, fixed, previewed, saved and sent', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({ baseURL: baseURL });
  const user = await createConfirmedUserBySmtp(api, smtp);
  await api.dispose();
  const context = await browser.newContext({ baseURL: baseURL });
  const page = await context.newPage();
  await openWithTokens(page, user.tokens, user.email, '/settings/email-settings');

  const section = page.getByRole('region', { name: 'Email templates' });
  await expect(section.getByText('No email templates yet')).toBeVisible();
  await section.getByRole('button', { name: 'Create template' }).click();

  const editor = page.getByRole('dialog', { name: 'New email template' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Booking confirmed');
  const subject = editor.getByRole('textbox', { name: 'Subject' });
  await subject.fill('Hello {{client_first_name}} from {{studio_nmae}}');
  const body = editor.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Your shoot for ');
  await editor.getByRole('button', { name: 'Insert merge field into Body' }).click();
  await page.getByRole('menuitem', { name: 'Job name' }).click();
  await page.keyboard.type(' is booked.');
  await expect(body).toContainText('Your shoot for {{job_name}} is booked.');

  // Validate: the server names the unknown field beside the subject; a save is refused the same way.
  await editor.getByRole('button', { name: 'Validate' }).click();
  await expect(editor.getByText('Unknown merge field {{studio_nmae}}')).toBeVisible();
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor.getByText('Unknown merge field {{studio_nmae}}')).toBeVisible();
  await expect(editor).toBeVisible();

  await subject.fill('Hello {{client_first_name}} from ');
  await editor.getByRole('button', { name: 'Insert merge field into Subject' }).click();
  await page.getByRole('menuitem', { name: 'Studio name' }).click();
  await expect(subject).toHaveValue('Hello {{client_first_name}} from {{studio_name}}');
  await editor.getByRole('button', { name: 'Validate' }).click();
  await expect(editor.getByText('No problems found: this template is ready to save.')).toBeVisible();

  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByTestId('preview-subject')).toHaveText('Hello Emma from Lumen Studio');
  await expect(editor.getByRole('document', { name: 'Preview' })).toContainText(
    'Your shoot for Clarke Wedding is booked.',
  );

  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template “Booking confirmed” created')).toBeVisible();
  await expect(editor).toBeHidden();
  const table = section.getByRole('table', { name: 'Email templates' });
  await expect(table.getByRole('row', { name: /Booking confirmed/ })).toBeVisible();

  // Use it: sent to the photographer's own address by default, through Focal's sender.
  await table.getByRole('button', { name: 'Actions for Booking confirmed' }).click();
  await page.getByRole('menuitem', { name: 'Send test' }).click();
  const send = page.getByRole('dialog', { name: 'Send “Booking confirmed”' });
  await expect(send.getByRole('textbox', { name: 'Send to' })).toHaveValue(user.email);
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Template sent to ${user.email}`)).toBeVisible();

  const mail = await smtp.waitForMail(user.email, {
    subject: `Hello Emma from ${PAT.companyName}`,
    timeoutMs: 60_000,
  });
  expect(mail.html).toContain('Your shoot for Clarke Wedding is booked.');
  expect(mail.html).not.toContain('{{');
  await context.close();
});
