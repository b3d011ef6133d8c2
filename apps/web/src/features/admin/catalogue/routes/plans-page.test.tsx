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
      'PUT /api/admin/plans/PRO_MONTHLY': () => ok({ ...pro, priceMinor: 3455 }),
    });
    const { user } = renderPage(<PlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Pro Monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pro' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (USD)' });
    expect(price).toHaveValue('29.00');

    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount like 19.99')).toBeVisible();
    expect(api.to('PUT', '/api/admin/plans/PRO_MONTHLY')).toHaveLength(0);

    // The numeric input stops at the currency's two digits and takes no letters.
    await user.type(price, '34.555x');
    expect(price).toHaveValue('34.55');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Users' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Pro is saved.');
    expect(api.to('PUT', '/api/admin/plans/PRO_MONTHLY')[0]!.body).toEqual({
      priceMinor: 3455,
      limits: { users: null },
    });
  });

  it('keeps a limit within its bounds on leaving it: at least one company, at most 100,000', async () => {
    const api = mockApi({
      'GET /api/admin/plans': () => ok({ plans: [pro] }),
      'PUT /api/admin/plans/PRO_MONTHLY': () => ok(pro),
    });
    const { user } = renderPage(<PlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Pro Monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pro' });
    const companies = within(dialog).getByRole('textbox', { name: 'Companies' });
    await user.clear(companies);
    await user.type(companies, '0');
    await user.tab();
    expect(companies).toHaveValue('1');
    const jobs = within(dialog).getByRole('textbox', { name: 'Active jobs' });
    await user.clear(jobs);
    await user.type(jobs, '250000');
    await user.tab();
    expect(jobs).toHaveValue('100000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Pro is saved.');
    expect(api.to('PUT', '/api/admin/plans/PRO_MONTHLY')[0]!.body).toEqual({
      limits: { activeJobs: 100_000, companies: 1 },
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
