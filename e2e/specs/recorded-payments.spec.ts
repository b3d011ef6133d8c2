import { expect, test } from '../support/fixtures.ts';
import { openWithTokens } from '../support/session.ts';
import { freshStudio, seedClient, seedRecord } from '../support/studio.ts';

/**
 * Issue 33 "Recorded payments": the studio records the deposit of a sent invoice by hand (the
 * dialog offers the next instalment), sees it partially paid with the payment listed, then records
 * more than the balance and is told before saving that the extra is kept as the client's credit.
 * Then it refunds part of that second payment: the credit goes back first, then what paid the
 * invoice, which is partially paid again.
 */
test('a deposit and then the balance recorded by hand: partially paid, then paid, the extra kept as credit; a refund', async ({
  page,
  request,
}) => {
  const { owner, headers } = await freshStudio(request);
  const clientId = await seedClient(request, headers, 'Ann', 'Lee');
  const jobId = await seedRecord(request, headers, { stage: 'job', name: 'Ann Lee: Wedding', clientIds: [clientId] });
  // $2,000.00: half when sent, the balance on a day far off.
  const content = {
    title: 'Wedding photography',
    lines: [{ name: 'Full day', quantityThousandths: 1000, unitPriceMinor: 200_000 }],
    schedule: {
      instalments: [
        { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' }, label: 'Deposit' },
        { amount: { kind: 'balance' }, due: { kind: 'fixed-date', date: '2999-05-01' } },
      ],
    },
  };
  const draft = (await (await request.post('/api/user/invoices', { headers, data: { jobId, content } })).json()).data;
  const sent = await request.post(`/api/user/invoices/${draft.id}/send`, {
    headers,
    data: { updatedAt: draft.updatedAt, email: false },
  });
  expect(sent.status()).toBe(200);

  await openWithTokens(page, owner.tokens, owner.email, `/invoices/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeVisible();
  await expect(page.getByText('No payments recorded yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1000.00');
  await dialog.getByRole('combobox', { name: 'Method' }).selectOption({ label: 'Cash' });
  await dialog.getByRole('textbox', { name: /^Reference/ }).fill('Receipt 12');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment of $1,000.00 recorded')).toBeVisible();
  await expect(page.getByText('Partially paid', { exact: true }).first()).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('row').filter({ hasText: 'Receipt 12' })).toContainText('$1,000.00');

  await page.getByRole('button', { name: 'Record payment' }).click();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1050');
  await expect(dialog.getByText("This is $50.00 more than the balance: the extra is kept as the client's credit.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(payments.getByText('of which $50.00 kept as credit')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // $100.00 of the $1,050.00 back: the $50.00 of credit, then $50.00 of what paid the invoice.
  await payments.getByRole('button', { name: /^Refund the payment of \$1,050\.00/ }).click();
  const refund = page.getByRole('dialog', { name: 'Refund a payment' });
  await expect(refund.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1050.00');
  await refund.getByRole('textbox', { name: /^Amount/ }).fill('100');
  await expect(
    refund.getByText(
      "$50.00 comes from the client's credit; the rest is taken off what was paid on this invoice: its balance goes up by $50.00.",
    ),
  ).toBeVisible();
  await refund.getByRole('textbox', { name: /^Reason/ }).fill('Fewer prints than ordered');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText('Refund of $100.00 recorded')).toBeVisible();
  await expect(page.getByText('Partially paid', { exact: true }).first()).toBeVisible();
  await expect(payments.getByText(/^Refunded \$100\.00 on .+: Fewer prints than ordered$/)).toBeVisible();
  await expect(payments.getByText('Partly refunded', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();
});
