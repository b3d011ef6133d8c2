import { randomBytes } from 'node:crypto';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { wcagViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { sharedMailServer } from '../support/mail-server.ts';
import { openWithTokens } from '../support/session.ts';
import { createConfirmedUserBySmtp } from '../support/smtp-accounts.ts';
import { type Headers, seedClient, seedRecord } from '../support/studio.ts';

/**
 * Issue 33's journey, on the run's server that mails by SMTP, the client on a phone: a
 * pick-and-choose quote mailed; the client chooses a package, an add-on and the deposit schedule
 * and accepts; the lead is a job; the used link is refused and a fresh one mailed; the invoice made
 * from the quote is mailed; the client pays the deposit with a card that asks for 3-D Secure, then
 * tries a declined card (toast e_8); the studio records the balance as a bank transfer; the invoice
 * is paid, and /payments lists both payments with their total. axe (WCAG 2.2 AA) on the portal's
 * quote and payment dialog, on the phone.
 */
const { baseURL, smtp } = sharedMailServer();
const PORTAL_LINK = /https?:\/\/[^\s"<]+\/portal\/[0-9a-f-]{36}\/open\/[A-Za-z0-9_-]+/;

const quoteContent = {
  kind: 'pick-and-choose',
  title: 'Wedding collections',
  packages: [
    { name: 'Silver', priceMinor: 200000 },
    { name: 'Gold', priceMinor: 300000 },
  ],
  addOns: [{ name: 'Album', unitPriceMinor: 50000, minQuantity: 0, maxQuantity: 2, defaultQuantity: 0 }],
  schedules: [
    {
      name: 'Pay in full',
      rule: { instalments: [{ amount: { kind: 'balance' }, due: { kind: 'on-acceptance' } }] },
    },
    {
      name: 'Deposit and balance',
      rule: {
        instalments: [
          { amount: { kind: 'percent', basisPoints: 2500 }, due: { kind: 'on-acceptance' } },
          {
            amount: { kind: 'balance' },
            due: { kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' },
          },
        ],
      },
    },
  ],
};

async function post(api: APIRequestContext, headers: Headers, path: string, data: object) {
  const res = await api.post(path, { headers, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

test('a client accepts, pays a deposit online and the studio records the balance', async ({ browser }) => {
  test.setTimeout(150_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const owner = await createConfirmedUserBySmtp(api, smtp);
  const headers: Headers = { authorization: `Bearer ${owner.tokens.access_token}` };
  const firstName = `Po${randomBytes(3).toString('hex').replace(/\d/g, 'z')}`;
  const email = `${firstName.toLowerCase()}@example.com`;
  const leadId = await seedRecord(api, headers, {
    stage: 'lead',
    name: 'Orchard wedding',
    clientIds: [await seedClient(api, headers, firstName, 'Lane')],
    mainDate: '2031-06-01',
  });
  const draft = await post(api, headers, '/api/user/quotes', { jobId: leadId, content: quoteContent });
  await post(api, headers, `/api/user/quotes/${draft.id}/send`, { updatedAt: draft.updatedAt });

  // The client, on a phone: chooses Gold with one album and the deposit schedule, and accepts.
  const link = PORTAL_LINK.exec((await smtp.waitForMail(email, { subject: /^Your quote from / })).text)![0];
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await phone.newPage();
  await client.goto(link);
  await client.getByRole('radio', { name: /Gold/ }).check();
  await client.getByLabel('Quantity of Album').fill('1');
  await expect(client.getByTestId('document-total')).toHaveText('$3,500.00');
  await client.getByRole('button', { name: 'Accept quote' }).click();
  const accepting = client.getByRole('dialog', { name: 'Accept this quote?' });
  await accepting.getByRole('radio', { name: /Deposit and balance/ }).check();
  await accepting.getByRole('button', { name: 'Accept quote' }).click();
  await expect(client.getByText('Thank you: the quote is accepted.')).toBeVisible();
  expect(await wcagViolations(client)).toEqual([]);
  const job = await (await api.get(`/api/user/jobs/${leadId}`, { headers })).json();
  expect(job.data.job.stage).toBe('job');

  // Opened again while the portal's code is held back: the studio's band, with its name, is drawn
  // from the page's HTML and the session's answer; it gives way to the portal's own once the code runs.
  const quotePage = client.url();
  const slow = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  await slow.addCookies(await phone.cookies());
  const early = await slow.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await early.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const session = new URL(quotePage.replace(/\/quotes\/.*$/, '/session').replace('/portal/', '/api/portal/'));
  const studioName: string = (await (await early.request.get(session.href)).json()).data.company.name;
  await early.goto(quotePage, { waitUntil: 'commit' });
  await expect(early.locator('.portal-band h1')).toHaveText(studioName);
  expect(await early.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
  release();
  await expect(early.getByRole('heading', { level: 1, name: studioName })).toBeVisible();
  await expect(early.locator('.portal-band')).toHaveCount(0);
  await slow.close();

  // The same link in another browser: used, and a fresh one is mailed to the client.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const stranger = await other.newPage();
  await stranger.goto(link);
  await expect(stranger.getByText('This link has been used or has expired')).toBeVisible();
  await stranger.getByRole('button', { name: 'Email me a fresh link' }).click();
  await expect(stranger.getByText('A fresh link is on its way to your email address.')).toBeVisible();
  await other.close();

  // The studio makes the invoice from the accepted quote and mails it.
  const quote = (await (await api.get(`/api/user/quotes/${draft.id}`, { headers })).json()).data;
  const invoice = await post(api, headers, `/api/user/quotes/${draft.id}/make-invoice`, {
    updatedAt: quote.updatedAt,
  });
  await post(api, headers, `/api/user/invoices/${invoice.id}/send`, { updatedAt: invoice.updatedAt });
  const invoiceMail = await smtp.waitForMail(email, { subject: /^Invoice INV-0001 from / });

  // The client pays the deposit through the bank's confirmation, then a declined card is refused.
  await client.goto(PORTAL_LINK.exec(invoiceMail.text)![0]);
  await expect(client.getByText('Balance due $3,500.00').first()).toBeVisible();
  const pay = async (card: string, choice: RegExp) => {
    await client.getByRole('button', { name: 'Pay now' }).click();
    const dialog = client.getByRole('dialog', { name: 'Pay invoice INV-0001' });
    await dialog.getByRole('radio', { name: choice }).check();
    await dialog.getByRole('textbox', { name: 'Card number' }).fill(card);
    await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/40');
    await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
    expect(await wcagViolations(client)).toEqual([]);
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    return dialog;
  };
  const deposit = await pay('4000002500003155', /^Next payment: \$875\.00/);
  await deposit.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(client.getByText('Thank you: $875.00 paid.')).toBeVisible();
  await expect(client.getByText('Balance due $2,625.00').first()).toBeVisible();
  const refused = await pay('4000000000000002', /^Full balance: \$2,625\.00/);
  await expect(client.getByText('Payment failed')).toBeVisible();
  await expect(refused).toBeVisible();
  await phone.close();

  // The studio records the balance as a bank transfer: the invoice is paid, /payments has both.
  const studio = await browser.newContext({ baseURL });
  const page = await studio.newPage();
  await openWithTokens(page, owner.tokens, owner.email, `/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  const record = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(record.getByRole('textbox', { name: /^Amount/ })).toHaveValue('2625.00');
  await record.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Bank transfer' });
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await page.goto('/payments?view=payments');
  const table = page.getByRole('table', { name: 'Recorded payments' });
  await expect(table.getByRole('row').filter({ hasText: '$875.00' })).toContainText('Card, paid online');
  await expect(table.getByRole('row').filter({ hasText: '$2,625.00' })).toContainText('Bank transfer');
  await expect(page.getByRole('group', { name: 'Totals for these filters' })).toContainText(
    '2 payments · $3,500.00',
  );
  await studio.close();
  await api.dispose();
});
