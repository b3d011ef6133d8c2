import { randomBytes } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { wcagViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { sharedMailServer } from '../support/mail-server.ts';
import { openWithTokens } from '../support/session.ts';
import { createConfirmedUserBySmtp } from '../support/smtp-accounts.ts';
import { type Headers, seedClient, seedRecord } from '../support/studio.ts';

/**
 * Issues 32 and 33's journey, on the run's server that mails by SMTP: from a lead, a pick-and-choose
 * quote with three packages and two add-ons from the catalogue and a "50% now, balance 14 days
 * before" schedule is sent; the mail with its PDF arrives; the client opens its link in a browser
 * of their own (on a phone): their portal opens at the quote, the total follows their choice, and
 * they accept it; the lead is now a job. The studio makes the invoice from the quote and sends it
 * (its number, its schedule, its PDF by mail); the invoice mail's link opens it in the client's
 * portal; the studio voids it, the number kept.
 */
const { baseURL, smtp } = sharedMailServer();

async function seedCatalogue(api: Awaited<ReturnType<typeof playwrightRequest.newContext>>, headers: Headers) {
  const post = async (path: string, data: object) => {
    const res = await api.post(path, { headers, data });
    expect(res.status()).toBe(200);
  };
  for (const [name, priceMinor] of [
    ['Bronze', 150000],
    ['Silver', 220000],
    ['Gold', 300000],
  ] as const)
    await post('/api/user/settings/packages', { name, priceMinor, description: `${name} collection` });
  await post('/api/user/settings/products', { name: 'Parent album', unitPriceMinor: 40000 });
  await post('/api/user/settings/products', { name: 'Extra hour', unitPriceMinor: 25000 });
}

test('a pick-and-choose quote sent, chosen by the client, accepted, invoiced with its schedule, voided', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const owner = await createConfirmedUserBySmtp(api, smtp);
  const headers: Headers = { authorization: `Bearer ${owner.tokens.access_token}` };
  const firstName = `Zo${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
  const email = `${firstName.toLowerCase()}@example.com`;
  const leadId = await seedRecord(api, headers, {
    stage: 'lead',
    name: 'Garden wedding',
    clientIds: [await seedClient(api, headers, firstName, 'Reyes')],
    mainDate: '2030-06-15',
  });
  await seedCatalogue(api, headers);
  await api.dispose();

  const studio = await browser.newContext({ baseURL });
  const page = await studio.newPage();
  await openWithTokens(page, owner.tokens, owner.email, `/leads/view/${leadId}?tab=documents`);
  await page.getByRole('link', { name: 'New pick-and-choose quote' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Your wedding collections');
  // Three packages and two add-ons, each copied from the catalogue.
  for (const item of ['Bronze', 'Silver', 'Gold', 'Parent album', 'Extra hour']) {
    await page.getByRole('button', { name: 'Add from catalogue' }).click();
    await page.getByRole('combobox', { name: 'Product or package' }).fill(item);
    await page.getByRole('option', { name: new RegExp(`^${item} ·`) }).click();
  }
  await expect(page.getByRole('group', { name: 'Package 3' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Add-on 2' })).toBeVisible();
  await page.getByRole('button', { name: '50% now, balance 14 days before the main date' }).click();
  // Priced at its default choice: the first package.
  await expect(page.getByTestId('quote-total')).toHaveText('$1,500.00');
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/pick-and-choose\/[^/]+\/update$/);
  await page.getByRole('link', { name: 'View quote' }).click();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Send this quote?' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Sent to ${email}`)).toBeVisible();

  // The client's mail: the PDF attached and the link to the quote.
  const quoteMail = await smtp.waitForMail(email, { subject: /^Your quote from / });
  expect(quoteMail.parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    ['quote-1.pdf', 'application/pdf'],
  ]);
  const link = /https?:\/\/[^\s"<]+\/portal\/[0-9a-f-]{36}\/open\/[A-Za-z0-9_-]+/.exec(quoteMail.text)![0];

  // The client, in a browser of their own on a phone: their portal opens at the quote.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reader = await client.newPage();
  await reader.goto(link);
  await expect(reader.getByRole('heading', { name: 'Your wedding collections' })).toBeVisible();
  await expect(reader).toHaveURL(/\/portal\/[0-9a-f-]{36}\/quotes\/[0-9a-f-]{36}$/);
  const total = reader.getByTestId('document-total');
  await expect(total).toHaveText('$1,500.00');
  await reader.getByRole('radio', { name: /Gold/ }).check();
  await expect(total).toHaveText('$3,000.00');
  await reader.getByLabel('Quantity of Parent album').fill('1');
  await expect(total).toHaveText('$3,400.00');
  const overflow = await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await wcagViolations(reader)).toEqual([]);
  await reader.getByRole('button', { name: 'Accept quote' }).click();
  const accepting = reader.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(accepting.getByText('Your total: $3,400.00')).toBeVisible();
  await accepting.getByRole('button', { name: 'Accept quote' }).click();
  await expect(reader.getByText('Thank you: the quote is accepted.')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);

  // The studio sees the client's answer: accepted, and the lead is now a job.
  await page.reload();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record acceptance' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Make invoice' }).click();
  await page.getByRole('button', { name: 'Make invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+\/update$/);
  await page.getByRole('link', { name: 'View invoice' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Send this invoice?' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeVisible();
  // Its schedule: half now, the balance 14 days before the wedding.
  const due = page.getByRole('region', { name: 'Payments due' });
  await expect(due.getByText('Due on Jun 1, 2030')).toBeVisible();
  await expect(due.getByText('$1,700.00')).toHaveCount(2);
  const invoiceMail = await smtp.waitForMail(email, { subject: /^Invoice INV-0001 from / });
  expect(invoiceMail.parsed.attachments.map((a) => a.filename)).toEqual(['INV-0001.pdf']);
  // The invoice mail's link, in the client's browser: their portal, at the invoice.
  await reader.goto(/https?:\/\/[^\s"<]+\/portal\/[0-9a-f-]{36}\/open\/[A-Za-z0-9_-]+/.exec(invoiceMail.text)![0]);
  await expect(reader).toHaveURL(/\/portal\/[0-9a-f-]{36}\/invoices\/[0-9a-f-]{36}$/);
  await expect(reader.getByText('INV-0001').first()).toBeVisible();
  await reader.getByRole('link', { name: 'Back to your portal' }).click();
  await expect(reader.getByRole('link', { name: /^Quote #1/ })).toBeVisible();
  await expect(reader.getByRole('link', { name: /^Invoice INV-0001/ })).toBeVisible();
  expect(await wcagViolations(reader)).toEqual([]);
  await client.close();

  await page.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void this invoice?' });
  await voiding.getByRole('textbox', { name: /^Reason/ }).fill('Wrong collection');
  await voiding.getByRole('button', { name: 'Void' }).click();
  await expect(voiding).toBeHidden();
  await expect(page.getByText('Void', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeVisible();
  await studio.close();
});
