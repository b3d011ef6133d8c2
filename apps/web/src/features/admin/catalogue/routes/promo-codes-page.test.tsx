import type { AdminPromoCode } from '@focal/contracts/admin-catalogue';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../../test/fetch-mock';
import { renderPage } from '../../../../test/render-page';
import { setAdminSession } from '../../lib/admin-session';
import { PromoCodesPage } from './promo-codes-page';

const spring: AdminPromoCode = {
  code: 'SPRING20',
  kind: 'coupon',
  percentOff: 20,
  amountOffMinor: null,
  currency: null,
  duration: 'repeating',
  durationInPeriods: 3,
  expiresAt: null,
  description: '20% off the first 3 payments',
  maxRedemptions: 100,
  redemptions: 1,
  state: 'ACTIVE',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const LIST = 'GET /api/admin/promo-codes';
const CREATE = 'POST /api/admin/promo-codes';

describe('the promo codes page', () => {
  beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

  it('creates an amount-off code: the amount typed as a decimal goes as minor units with its currency', async () => {
    const api = mockApi({
      [LIST]: () => ok({ promoCodes: [] }),
      [CREATE]: () => ok({ ...spring, code: 'WELCOME' }),
    });
    const { user } = renderPage(<PromoCodesPage />);
    await screen.findByText('No promo codes yet');
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'welcome');
    await user.click(within(dialog).getByRole('radio', { name: 'Amount' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter an amount like 10.00')).toBeVisible();
    expect(api.to('POST', '/api/admin/promo-codes')).toHaveLength(0);

    // The numeric inputs take no letters and stop at the currency's two digits.
    const amount = within(dialog).getByRole('textbox', { name: 'Amount off' });
    await user.type(amount, 'x12.505');
    expect(amount).toHaveValue('12.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum redemptions' }), 'ten');
    expect(within(dialog).getByRole('textbox', { name: 'Maximum redemptions' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('WELCOME is created.');
    expect(api.to('POST', '/api/admin/promo-codes')[0]!.body).toEqual({
      code: 'welcome',
      kind: 'coupon',
      duration: 'once',
      amountOffMinor: 1250,
      currency: 'USD',
      expiresAt: null,
      maxRedemptions: null,
    });
  });

  it("asks for the number of payments of a repeating code, and shows the server's text for a field", async () => {
    const api = mockApi({
      [LIST]: () => ok({ promoCodes: [] }),
      [CREATE]: () => apiError(400, 'ValidationFailed', { fields: { code: 'This code exists already' } }),
    });
    const { user } = renderPage(<PromoCodesPage />);
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'SPRING20');
    const percent = within(dialog).getByRole('textbox', { name: 'Percent off' });
    // Over 100 is brought back to 100 on leaving the field (the contract's bound), then retyped.
    await user.type(percent, '150');
    await user.tab();
    expect(percent).toHaveValue('100');
    await user.clear(percent);
    await user.type(percent, '20');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration' }), 'Repeating');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a whole number')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Number of payments' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This code exists already')).toBeVisible();
    expect(api.to('POST', '/api/admin/promo-codes')[0]!.body).toMatchObject({
      percentOff: 20,
      duration: 'repeating',
      durationInPeriods: 3,
    });
  });

  it('lists codes with their redemptions, opens one, and expires it after a confirmation', async () => {
    let expired = false;
    const api = mockApi({
      [LIST]: () => ok({ promoCodes: [expired ? { ...spring, state: 'EXPIRED' } : spring] }),
      'GET /api/admin/promo-codes/SPRING20/redemptions': () =>
        ok({
          redemptions: [
            { businessAccountId: 'ba-1', ownerEmail: 'ada@example.com', createdAt: spring.createdAt },
          ],
        }),
      'POST /api/admin/promo-codes/SPRING20/expire': () => {
        expired = true;
        return ok({ ...spring, state: 'EXPIRED' });
      },
    });
    const { user } = renderPage(<PromoCodesPage />);
    const row = (await screen.findByRole('button', { name: 'Redemptions of SPRING20' })).closest('tr')!;
    expect(within(row).getByText('1 / 100')).toBeVisible();
    expect(within(row).getByText('3 payments')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Redemptions of SPRING20' }));
    const redemptions = await screen.findByRole('dialog', { name: 'Redemptions of SPRING20' });
    expect(await within(redemptions).findByText('ada@example.com')).toBeVisible();
    await user.click(within(redemptions).getByRole('button', { name: 'Done' }));

    await user.click(within(row).getByRole('button', { name: 'Expire SPRING20' }));
    const confirm = await screen.findByRole('dialog', { name: 'Expire this code?' });
    expect(api.to('POST', '/api/admin/promo-codes/SPRING20/expire')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Expire' }));
    expect(await screen.findByText('SPRING20 is expired.')).toBeVisible();
    expect(await screen.findByText('Expired')).toBeVisible();
  });
});
