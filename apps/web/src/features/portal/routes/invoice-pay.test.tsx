import { PORTAL_PAY_TEXTS } from '@focal/contracts/portal/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '../../../shared/messages';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { issuedInvoice } from '../../../test/document-fixtures';
import { apiError, mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { API, CLIENT, COMPANY, INVOICE, PORTAL, SESSION } from './test-portal';

const INVOICE_API = `${API}/invoices/${INVOICE}`;
const PAY = `${INVOICE_API}/pay`;
const PAYMENT = '7e6d5c4b-3a2f-4e1d-9c0b-a1b2c3d4e5f6';
const CONFIRM = `${API}/card-payments/${PAYMENT}/confirm`;

/** A deposit paid, then two instalments of €750 due in July and August: €1,500 owing. */
function owingInvoice() {
  const invoice = issuedInvoice();
  return {
    ...invoice,
    instalments: [
      invoice.instalments[0]!,
      { label: null, amountMinor: 75_000, dueOn: '2026-07-01', paidMinor: 0, state: 'due' as const },
      { label: null, amountMinor: 75_000, dueOn: '2026-08-01', paidMinor: 0, state: 'upcoming' as const },
    ],
    cardOptions: { surchargeBasisPoints: 0, tipsEnabled: false },
  };
}

/** The invoice after €750 more, as the payment's answer carries it. */
const afterPaying = (minor: number) => ({
  ...owingInvoice(),
  paidMinor: 100_000 + minor,
  balanceMinor: 150_000 - minor,
});

const payment = (status: 'succeeded' | 'requires_action', minor = 75_000) =>
  ok({
    id: PAYMENT,
    status,
    amountMinor: minor,
    totalMinor: minor,
    currency: 'EUR',
    invoice: status === 'succeeded' ? afterPaying(minor) : owingInvoice(),
  });

const portalApi = (routes: Record<string, (request: SentRequest) => Response | Promise<Response>>) =>
  mockApi({
    [`GET ${API}/session`]: () => ok(SESSION),
    [`GET ${INVOICE_API}`]: () => ok(owingInvoice()),
    [`GET ${INVOICE_API}/payments`]: () => ok({ rows: [] }),
    ...routes,
  });

type User = ReturnType<typeof renderApp>['user'];

async function openPay(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Pay now' }));
  return screen.findByRole('dialog', { name: 'Pay invoice INV-2026-0007' });
}

async function typeCard(user: User, dialog: HTMLElement, number = '4242424242424242') {
  const field = within(dialog).getByRole('textbox', { name: 'Card number' });
  await user.clear(field);
  await user.type(field, number);
  await user.type(within(dialog).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1299');
  await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
}

const requestIdOf = (request: SentRequest) => (request.body as { requestId: string }).requestId;

describe('paying an invoice in the portal', () => {
  it('pays the next instalment by card, and the page shows the balance left', async () => {
    const api = portalApi({ [`POST ${PAY}`]: () => payment('succeeded') });
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    expect(
      within(dialog).getByRole('radio', { name: 'Next payment: €750.00 due Jul 1, 2026' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Full balance: €1,500.00' })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveAttribute(
      'autocomplete',
      'cc-number',
    );
    expect(within(dialog).getByText(/Test mode: use 4242 4242 4242 4242/)).toBeVisible();
    await typeCard(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay €750.00' }));

    expect(await screen.findByText('Thank you: €750.00 paid.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('document-balance')).toHaveTextContent('€750.00');
    const [sent] = api.to('POST', PAY);
    expect(sent!.body).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      amountMinor: 75_000,
      tipMinor: 0,
      surchargeMinor: 0,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
  });

  it('says another amount over the balance is too much, and sends nothing', async () => {
    const api = portalApi({});
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Another amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }), '2000');
    expect(within(dialog).getByText(PORTAL_PAY_TEXTS.overBalance('€1,500.00'))).toBeVisible();
    await typeCard(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(within(dialog).getByText(PORTAL_PAY_TEXTS.overBalance('€1,500.00'))).toBeVisible();
    expect(api.to('POST', PAY)).toHaveLength(0);
  });

  it('keeps the dialog after a declined card, and the next attempt is a new request', async () => {
    let answers = 0;
    const api = portalApi({
      [`POST ${PAY}`]: () =>
        ++answers === 1
          ? apiError(402, 'CardDeclined', null, 'Card declined', 'Your card was declined by its bank.')
          : payment('succeeded', 150_000),
    });
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Full balance: €1,500.00' }));
    await typeCard(user, dialog, '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay €1,500.00' }));

    expect(await screen.findByText('Payment failed')).toBeVisible();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined by its bank.');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Expiry (MM/YY)' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'CVC' }));
    await typeCard(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay €1,500.00' }));

    expect(await screen.findByText('Thank you: €1,500.00 paid.')).toBeVisible();
    const [first, second] = api.to('POST', PAY);
    expect(requestIdOf(second!)).not.toBe(requestIdOf(first!));
  });

  it('retries a payment whose answer was lost with the same request id', async () => {
    let answers = 0;
    const api = portalApi({
      [`POST ${PAY}`]: () => {
        if (++answers === 1) throw new TypeError('Failed to fetch');
        return payment('succeeded');
      },
    });
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    await typeCard(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Pay €750.00' }));
    await screen.findByText(sharedMessages.networkErrorMessage);
    await user.click(within(dialog).getByRole('button', { name: 'Pay €750.00' }));

    expect(await screen.findByText('Thank you: €750.00 paid.')).toBeVisible();
    const [first, second] = api.to('POST', PAY);
    expect(requestIdOf(second!)).toBe(requestIdOf(first!));
  });

  it("confirms a payment the card's bank asks about (3-D Secure), the dialog staying while it goes", async () => {
    let answer: (response: Response) => void = () => {};
    const api = portalApi({
      [`POST ${PAY}`]: () => payment('requires_action'),
      [`POST ${CONFIRM}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp(`${PORTAL}/invoices/${INVOICE}`);

    const dialog = await openPay(user);
    await typeCard(user, dialog, '4000002500003155');
    await user.click(within(dialog).getByRole('button', { name: 'Pay €750.00' }));

    expect(await screen.findByText('One more step')).toBeVisible();
    expect(await within(dialog).findByText(PORTAL_PAY_TEXTS.actionNeeded)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(payment('succeeded'));

    expect(await screen.findByText('Thank you: €750.00 paid.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('document-balance')).toHaveTextContent('€750.00');
    expect(api.to('POST', CONFIRM)).toHaveLength(1);
  });

  it("disables Pay in the studio's preview", async () => {
    signIn();
    mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
      [`GET ${API}/session`]: () => ok({ ...SESSION, preview: true }),
      [`GET ${INVOICE_API}`]: () => ok(owingInvoice()),
      [`GET ${INVOICE_API}/payments`]: () => ok({ rows: [] }),
    });
    renderApp(`/portal/${COMPANY}/preview/${CLIENT}/invoices/${INVOICE}`);

    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeDisabled();
    expect(screen.getByText('Only the client can pay their invoice.')).toBeVisible();
  });
});
