import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issuedInvoice } from '../../../test/document-fixtures';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { API, INVOICE, PORTAL, SESSION } from './test-portal';

const INVOICE_API = `${API}/invoices/${INVOICE}`;
const PAY = `${INVOICE_API}/pay`;

type Options = { surchargeBasisPoints: number; tipsEnabled: boolean };

/** €1,000.00 owing, no instalment left but the balance, with the studio's card options. */
const owing = (cardOptions: Options) => ({
  ...issuedInvoice(),
  instalments: [],
  paidMinor: 0,
  balanceMinor: 100_000,
  cardOptions,
});

const paid = () =>
  ok({
    id: '7e6d5c4b-3a2f-4e1d-9c0b-a1b2c3d4e5f6',
    status: 'succeeded',
    amountMinor: 100_000,
    totalMinor: 106_500,
    currency: 'EUR',
    invoice: { ...issuedInvoice(), instalments: [], paidMinor: 100_000, balanceMinor: 0, status: 'paid' },
  });

function portalApi(options: Options[], pay: () => Response = paid) {
  let loads = 0;
  return mockApi({
    [`GET ${API}/session`]: () => ok(SESSION),
    // Each load answers the next options given (the studio changing them meanwhile), the last one after.
    [`GET ${INVOICE_API}`]: () => ok(owing(options[Math.min(loads++, options.length - 1)]!)),
    [`GET ${INVOICE_API}/payments`]: () => ok({ rows: [] }),
    [`POST ${PAY}`]: pay,
  });
}

type User = ReturnType<typeof renderApp>['user'];

async function openPay(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Pay now' }));
  return screen.findByRole('dialog', { name: 'Pay invoice INV-2026-0007' });
}

async function typeCard(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await user.type(within(dialog).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1299');
  await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
}

const summary = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Your payment' });

describe('the card surcharge and the tip in the pay dialog', () => {
  it('shows no tip choice and no total when the studio adds neither', async () => {
    portalApi([{ surchargeBasisPoints: 0, tipsEnabled: false }]);
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    expect(within(dialog).queryByRole('radiogroup', { name: 'Add a tip' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Your payment' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Pay €1,000.00' })).toBeVisible();
  });

  it('shows the surcharge and the total before paying, and a tip chosen adds to it', async () => {
    const api = portalApi([{ surchargeBasisPoints: 250, tipsEnabled: true }]);
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    expect(summary(dialog)).toHaveTextContent('Card surcharge (2.5 %)€25.00');
    expect(summary(dialog)).toHaveTextContent('Total€1,025.00');
    expect(within(dialog).getByRole('radio', { name: 'No tip' })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: '15 % (€150.00)' }));
    expect(summary(dialog)).toHaveTextContent('Tip€150.00');
    expect(summary(dialog)).toHaveTextContent('Total€1,175.00');

    await user.click(within(dialog).getByRole('radio', { name: 'Other tip' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tip (EUR)' }), '40');
    expect(summary(dialog)).toHaveTextContent('Total€1,065.00');
    await typeCard(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay €1,065.00' }));

    expect(await screen.findByText('Thank you: €1,000.00 paid.')).toBeVisible();
    const [sent] = api.to('POST', PAY);
    expect(sent!.body).toMatchObject({ amountMinor: 100_000, surchargeMinor: 2500, tipMinor: 4000 });
  });

  it('says a tip over the amount is too much, and sends nothing', async () => {
    const api = portalApi([{ surchargeBasisPoints: 0, tipsEnabled: true }]);
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Other tip' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tip (EUR)' }), '1001');
    expect(within(dialog).getByText('A tip can be at most the amount you pay.')).toBeVisible();
    await typeCard(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay €2,001.00' }));
    expect(api.to('POST', PAY)).toHaveLength(0);
  });

  it('shows the new total when the studio changed its surcharge since the dialog opened', async () => {
    const api = portalApi(
      [
        { surchargeBasisPoints: 0, tipsEnabled: false },
        { surchargeBasisPoints: 300, tipsEnabled: false },
      ],
      () =>
        apiError(
          409,
          'StaleVersion',
          { surchargeBasisPoints: 300, tipsEnabled: false },
          'The total has changed',
          'Check the new total, then pay again.',
        ),
    );
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    await typeCard(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay €1,000.00' }));

    expect(await within(dialog).findByText('Check the new total, then pay again.')).toBeVisible();
    expect(await within(dialog).findByRole('button', { name: 'Pay €1,030.00' })).toBeVisible();
    expect(summary(dialog)).toHaveTextContent('Card surcharge (3 %)€30.00');
    expect(api.to('POST', PAY)).toHaveLength(1);
  });
});
