import { randomBytes } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { wcagViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { sharedMailServer } from '../support/mail-server.ts';
import { createConfirmedUserBySmtp } from '../support/smtp-accounts.ts';
import { type Headers, seedClient, seedRecord } from '../support/studio.ts';

/**
 * Issue 33's payment journey, on the run's server that mails by SMTP: a lead's invoice of
 * $4,000.00 (a quarter now, the balance before the wedding) is mailed; the client opens its link on
 * a phone, pays the deposit with a card whose bank asks to confirm (3-D Secure), confirms, and sees
 * the balance drop; the studio finds the card payment on the invoice, and the lead booked.
 */
const { baseURL, smtp } = sharedMailServer();

test('a client pays a deposit by card from the portal, through the bank’s confirmation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const owner = await createConfirmedUserBySmtp(api, smtp);
  const headers: Headers = { authorization: `Bearer ${owner.tokens.access_token}` };
  const firstName = `Pa${randomBytes(3).toString('hex').replace(/\d/g, 'y')}`;
  const email = `${firstName.toLowerCase()}@example.com`;
  const leadId = await seedRecord(api, headers, {
    stage: 'lead',
    name: 'Lakeside wedding',
    clientIds: [await seedClient(api, headers, firstName, 'Quinn')],
    mainDate: '2031-06-01',
  });
  const schedule = {
    instalments: [
      { amount: { kind: 'percent', basisPoints: 2500 }, due: { kind: 'on-acceptance' } },
      {
        amount: { kind: 'balance' },
        due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
      },
    ],
  };
  const draft = await api.post('/api/user/invoices', {
    headers,
    data: {
      jobId: leadId,
      content: {
        title: 'Lakeside wedding',
        lines: [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 400000 }],
        schedule,
      },
    },
  });
  expect(draft.status()).toBe(200);
  const { id: invoiceId, updatedAt } = (await draft.json()).data;
  expect(
    (await api.post(`/api/user/invoices/${invoiceId}/send`, { headers, data: { updatedAt } })).status(),
  ).toBe(200);

  const mail = await smtp.waitForMail(email, { subject: /^Invoice INV-0001 from / });
  const link = /https?:\/\/[^\s"<]+\/portal\/[0-9a-f-]{36}\/open\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await client.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Balance due $4,000.00').first()).toBeVisible();

  await page.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay invoice INV-0001' });
  await dialog.getByRole('radio', { name: /^Next payment: \$1,000\.00/ }).check();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4000 0025 0000 3155');
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/40');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  expect(await wcagViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Pay $1,000.00' }).click();
  await expect(dialog.getByText('Your bank asks you to confirm this payment.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Thank you: $1,000.00 paid.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Balance due $3,000.00').first()).toBeVisible();
  await client.close();

  // The studio: the card payment on the invoice, and the lead is booked.
  const payments = (await (await api.get(`/api/user/invoices/${invoiceId}/payments`, { headers })).json())
    .data.rows;
  expect(payments).toMatchObject([{ amountMinor: 100000, method: 'card' }]);
  const profile = (await (await api.get(`/api/user/jobs/${leadId}`, { headers })).json()).data;
  expect(profile.job.stage).toBe('job');
  await api.dispose();
});
