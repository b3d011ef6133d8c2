import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';
import { freshStudio, seedClient, seedRecord } from '../support/studio.ts';

/**
 * Issue 32 "Invoices": an invoice made in the editor for a lead is saved as a draft, sent (it takes
 * the studio's first number, INV-0001), its PDF downloaded under that number, voided with a reason
 * (the number is kept), listed under /payments' Void filter, and read on a phone (390 px) without
 * sideways scroll.
 */
test('an invoice from the editor: saved, sent as INV-0001, voided keeping its number, under /payments', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, headers } = await freshStudio(request);
  const clientId = await seedClient(request, headers, 'Ann', 'Lee');
  const leadId = await seedRecord(request, headers, {
    stage: 'lead',
    name: 'Ann Lee: Wedding',
    clientIds: [clientId],
    mainDate: '2027-06-12',
  });

  await openWithTokens(page, owner.tokens, owner.email, `/leads/${leadId}/invoice/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Wedding photography');
  const line = page.getByRole('group', { name: 'Line 1' });
  await line.getByRole('textbox', { name: /^Name/ }).fill('Full day');
  await line.getByRole('textbox', { name: /^Quantity/ }).fill('2');
  await line.getByRole('textbox', { name: /^Unit price/ }).fill('1000');
  await line.getByRole('textbox', { name: /^Discount$/ }).fill('100');
  await expect(page.getByTestId('invoice-total')).toHaveText('$1,900.00');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/invoices') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create invoice' }).click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/invoice\/[^/]+\/update$/);

  const closeToast = (text: string) =>
    page
      .getByRole('alert')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Close notification' })
      .click();
  await closeToast('Invoice created');
  await page.getByRole('link', { name: 'View invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft invoice' })).toBeVisible();

  await page.getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send this invoice?' });
  await expect(
    send.getByText('This gives the invoice its number; it can no longer be edited.'),
  ).toBeVisible();
  await send.getByRole('checkbox', { name: /Email it to the client/ }).uncheck();
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeVisible();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();
  // Exact: "Issue credit note" holds "edit" too.
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await closeToast('Invoice INV-0001 sent');
  // Its PDF, saved under its number.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('INV-0001.pdf');

  await page.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void this invoice?' });
  await voiding.getByRole('textbox', { name: /^Reason/ }).fill('Billed twice');
  await voiding.getByRole('button', { name: 'Void' }).click();
  await expect(voiding).toBeHidden();
  await expect(page.getByText('Void', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeVisible();
  await expect(page.getByText(/Billed twice/)).toBeVisible();

  await page.getByRole('link', { name: 'Payments', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Void', { exact: true }).click();
  const row = page.getByRole('link', { name: 'INV-0001' });
  await expect(row).toBeVisible();
  await row.click();

  // On a phone: the invoice fits the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: 'Wedding photography' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
