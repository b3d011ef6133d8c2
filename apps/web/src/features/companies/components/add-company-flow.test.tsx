import { CompanyPaths } from '@focal/contracts/companies';
import { PlanLimitText } from '@focal/contracts/plans';
import { INVALID_EMAIL, REQUIRED, tooLong } from '@focal/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '../../../shared/session/session-store';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import {
  bootstrapWithBrands,
  brandsFixture,
  importOptionsFixture,
  PORTRAITS,
  profileFixture,
  STUDIO,
  frameRoutes,
} from '../test-fixtures';

const NEW_COMPANY = { id: 'company-3', name: 'Lovelace Weddings', email: 'weddings@example.com' };

function signedInAsOwner() {
  signIn();
  let current = STUDIO;
  const api = mockApi({
    ...frameRoutes,
    'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands(current)),
    [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture(current.id)),
    [`GET ${CompanyPaths.importOptions}`]: () => ok(importOptionsFixture()),
    [`POST ${CompanyPaths.create}`]: () => {
      current = NEW_COMPANY;
      return ok({
        companyId: NEW_COMPANY.id,
        tokens: { access_token: 'access-new', refresh_token: 'refresh-new' },
        taskId: null,
      });
    },
    [`GET ${CompanyPaths.company(NEW_COMPANY.id)}`]: () =>
      ok(profileFixture({ id: NEW_COMPANY.id, name: NEW_COMPANY.name, email: NEW_COMPANY.email })),
  });
  return api;
}

async function openAddCompany() {
  const app = renderApp('/clients');
  await app.user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'Add New Company' }));
  const modal = await screen.findByRole('dialog', { name: 'Add New Company' });
  return { ...app, modal };
}

describe('the Add New Company modal (spec 01 §4.4, §5)', () => {
  it('shows the spec’s messages: required, not only spaces, at most 150, a valid email', async () => {
    const api = signedInAsOwner();
    const { user, modal } = await openAddCompany();
    const name = within(modal).getByLabelText(/Company name/);
    const email = within(modal).getByLabelText(/Company email/);
    expect(within(modal).getByRole('checkbox', { name: /Import data from another company/ })).toBeChecked();

    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findAllByText(REQUIRED)).toHaveLength(2);

    await user.type(name, '   ');
    await user.type(email, 'not-an-email');
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByText(INVALID_EMAIL)).toBeVisible();
    expect(within(modal).getByText(REQUIRED)).toBeVisible();

    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(151));
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByText(tooLong(150))).toBeVisible();
    expect(api.to('POST', CompanyPaths.create)).toHaveLength(0);
  });

  it('saves at once without import and lands on the new company’s settings, in it', async () => {
    const api = signedInAsOwner();
    const { user, modal, router } = await openAddCompany();
    await user.type(within(modal).getByLabelText(/Company name/), NEW_COMPANY.name);
    await user.type(within(modal).getByLabelText(/Company email/), NEW_COMPANY.email);
    await user.click(within(modal).getByRole('checkbox', { name: /Import data/ }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/company/${NEW_COMPANY.id}/edit`),
    );
    expect(api.to('POST', CompanyPaths.create).map((r) => r.body)).toEqual([
      { name: NEW_COMPANY.name, email: NEW_COMPANY.email, toImportData: null },
    ]);
    expect(getAccessToken()).toBe('access-new');
    expect(await screen.findByRole('heading', { name: NEW_COMPANY.name, level: 1 })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Add New Company' })).toBeNull();
  });

  it('imports: the source and the ticked kinds of data, in groups whose checkbox ticks its children', async () => {
    const api = signedInAsOwner();
    const { user, modal, router } = await openAddCompany();
    await user.type(within(modal).getByLabelText(/Company name/), NEW_COMPANY.name);
    await user.type(within(modal).getByLabelText(/Company email/), NEW_COMPANY.email);
    await user.click(within(modal).getByRole('button', { name: 'Next' }));

    const importModal = await screen.findByRole('dialog', { name: 'Import Data' });
    const settings = await within(importModal).findByRole('checkbox', { name: 'Company settings' });
    const details = within(importModal).getByRole('checkbox', { name: 'Company details' });
    const rates = within(importModal).getByRole('checkbox', { name: 'Tax rates' });
    // Everything starts ticked.
    expect(settings).toBeChecked();
    expect(within(importModal).getByRole('checkbox', { name: 'Team members' })).toBeChecked();

    await user.click(rates);
    expect(settings).toBePartiallyChecked();
    await user.click(settings);
    expect(settings).toBeChecked();
    expect(rates).toBeChecked();
    await user.click(settings);
    expect(settings).not.toBeChecked();
    expect(details).not.toBeChecked();
    expect(rates).not.toBeChecked();

    // Nothing ticked at all: a message, not a request.
    await user.click(within(importModal).getByRole('checkbox', { name: 'Team' }));
    await user.click(within(importModal).getByRole('button', { name: 'Save' }));
    expect(await within(importModal).findByRole('alert')).toHaveTextContent(
      'Choose at least one kind of data to import.',
    );
    expect(api.to('POST', CompanyPaths.create)).toHaveLength(0);

    await user.click(details);
    await user.selectOptions(within(importModal).getByLabelText('Import from'), PORTRAITS.name);
    await user.click(within(importModal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/company/${NEW_COMPANY.id}/edit`),
    );
    expect(api.to('POST', CompanyPaths.create).map((r) => r.body)).toEqual([
      {
        name: NEW_COMPANY.name,
        email: NEW_COMPANY.email,
        toImportData: { sourceCompanyId: PORTRAITS.id, types: ['COMPANY_DETAILS'] },
      },
    ]);
  });

  it('asks before closing the import: go back (choices kept), cancel, or add without import', async () => {
    const api = signedInAsOwner();
    const { user, modal, router } = await openAddCompany();
    await user.type(within(modal).getByLabelText(/Company name/), NEW_COMPANY.name);
    await user.type(within(modal).getByLabelText(/Company email/), NEW_COMPANY.email);
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    let importModal = await screen.findByRole('dialog', { name: 'Import Data' });
    await user.click(await within(importModal).findByRole('checkbox', { name: 'Team members' }));

    await user.keyboard('{Escape}');
    let confirm = await screen.findByRole('dialog', { name: 'Add the company without importing?' });
    expect(within(confirm).getByText(/importing cannot be done later/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Go back to import' }));
    importModal = await screen.findByRole('dialog', { name: 'Import Data' });
    expect(within(importModal).getByRole('checkbox', { name: 'Team members' })).not.toBeChecked();

    await user.click(within(importModal).getByRole('button', { name: 'Close' }));
    confirm = await screen.findByRole('dialog', { name: 'Add the company without importing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add without import' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/company/${NEW_COMPANY.id}/edit`),
    );
    expect(api.to('POST', CompanyPaths.create).map((r) => r.body)).toEqual([
      { name: NEW_COMPANY.name, email: NEW_COMPANY.email, toImportData: null },
    ]);
  });

  it('cancel in the question abandons the new company', async () => {
    const api = signedInAsOwner();
    const { user, modal, router } = await openAddCompany();
    await user.type(within(modal).getByLabelText(/Company name/), NEW_COMPANY.name);
    await user.type(within(modal).getByLabelText(/Company email/), NEW_COMPANY.email);
    await user.click(within(modal).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Import Data' });
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Add the company without importing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', CompanyPaths.create)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/clients');
  });
});

describe('the plan’s company limit (AccessLimitation with UPGRADE_PLAN)', () => {
  it('opens the upgrade page and shows the spec’s message when the server refuses the new company', async () => {
    signIn();
    const upgrade = '/subscription/plans?planTier=MASTER';
    mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture()),
      [`POST ${CompanyPaths.create}`]: () =>
        apiError(
          403,
          'AccessLimitation',
          { resourcesLinks: { UPGRADE_PLAN: { url: upgrade } } },
          'Plan limit reached',
          PlanLimitText.companiesMax,
        ),
    });
    const { user, modal } = await openAddCompany();
    await user.type(within(modal).getByLabelText(/Company name/), NEW_COMPANY.name);
    await user.type(within(modal).getByLabelText(/Company email/), NEW_COMPANY.email);
    await user.click(within(modal).getByRole('checkbox', { name: /Import data/ }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText("You've reached the maximum number of Brands / Companies in your plan."),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTitle('Plans and checkout')).toHaveAttribute('src', upgrade));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Company' })).toBeNull());
  });
});
