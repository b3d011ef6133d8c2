import type { AdminPlan } from '@focal/contracts/admin-catalogue';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../../test/fetch-mock';
import { renderPage } from '../../../../test/render-page';
import { setAdminSession } from '../../lib/admin-session';
import { PlansPage } from './plans-page';

const pro: AdminPlan = {
  planId: 'PRO_MONTHLY',
  tier: 'PRO',
  name: 'Pro',
  billingPeriod: 'MONTHLY',
  priceMinor: 2900,
  currency: 'USD',
  limits: {
    activeJobs: 100,
    companies: 3,
    users: 5,
    bookingForms: null,
    contactForms: null,
    automations: true,
  },
  active: true,
};

describe('the plans page', () => {
  beforeEach(() => setAdminSession({ access_token: 'admin-access', refresh_token: 'admin-refresh' }));

  it('shows prices in their currency and unlimited limits in words', async () => {
    mockApi({ 'GET /api/admin/plans': () => ok({ plans: [pro] }) });
    renderPage(<PlansPage />);
    const row = (await screen.findByRole('cell', { name: '$29.00' })).closest('tr')!;
    expect(within(row).getAllByRole('cell', { name: 'Unlimited' })).toHaveLength(2);
  });

  it('takes the price as a decimal amount and sends minor units, and only what changed', async () => {
    const api = mockApi({
      'GET /api/admin/plans': () => ok({ plans: [pro] }),
      'PUT /api/admin/plans/PRO_MONTHLY': () => ok({ ...pro, priceMinor: 3450 }),
    });
    const { user } = renderPage(<PlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Pro Monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pro' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    expect(price).toHaveValue('29.00');

    await user.clear(price);
    await user.type(price, '34.555');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount like 19.99')).toBeVisible();
    expect(api.to('PUT', '/api/admin/plans/PRO_MONTHLY')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '34.5');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Users' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Pro is saved.');
    expect(api.to('PUT', '/api/admin/plans/PRO_MONTHLY')[0]!.body).toEqual({
      priceMinor: 3450,
      limits: { users: null },
    });
  });

  it("shows the server's field text under the input it names", async () => {
    mockApi({
      'GET /api/admin/plans': () => ok({ plans: [pro] }),
      'PUT /api/admin/plans/PRO_MONTHLY': () =>
        apiError(400, 'ValidationFailed', { fields: { priceMinor: 'Too expensive for this tier' } }),
    });
    const { user } = renderPage(<PlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Pro Monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pro' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too expensive for this tier')).toBeVisible();
  });

  it("says when the plans cannot be loaded, in the server's words, and tries again", async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/plans': () =>
        fail
          ? apiError(503, 'ServiceUnavailable', null, 'Unavailable', 'The catalogue is resting.')
          : ok({ plans: [pro] }),
    });
    const { user } = renderPage(<PlansPage />);
    expect(await screen.findByText('The plans could not be loaded')).toBeVisible();
    expect(screen.getByText('The catalogue is resting.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: '$29.00' })).toBeVisible();
  });
});
