import type { CompanyProfile } from '@focal/contracts';
import { CompanyPaths } from '@focal/contracts/companies';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { photoMessages } from '../../../shared/photo/messages';
import { HEADS } from '../../../shared/photo/test-files';
import { browserImageApis, cropperImage, display, workingCanvas } from '../../../shared/photo/test-display';
import { getAccessToken } from '../../../shared/session/session-store';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import {
  bootstrapWithBrands,
  brandsFixture,
  PORTRAITS,
  profileFixture,
  STUDIO,
  frameRoutes,
} from '../test-fixtures';

const EDIT_PATH = `/settings/company/${STUDIO.id}/edit`;

function withCompany(profile: CompanyProfile, routes: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    ...frameRoutes,
    'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
    [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture()),
    [`GET ${CompanyPaths.company(profile.id)}`]: () => ok(profile),
    ...routes,
  });
}

describe('/settings/companies', () => {
  it('lists the companies with their email, the current one marked, and links to edit each', async () => {
    signIn();
    mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture()),
      [`GET ${CompanyPaths.list}`]: () =>
        ok({
          companies: [
            profileFixture({
              id: PORTRAITS.id,
              name: PORTRAITS.name,
              email: PORTRAITS.email,
              selected: false,
            }),
            profileFixture(),
          ],
          actions: { ADD_NEW_BRAND: { url: CompanyPaths.create } },
        }),
    });
    const { user } = renderApp('/settings/companies');
    const list = await screen.findByRole('list', { name: 'Companies' });
    const rows = within(list).getAllByRole('listitem');
    // The current company's badge is read right after its name.
    expect(rows.map((row) => row.textContent)).toEqual([
      `LP${PORTRAITS.name}${PORTRAITS.email}Edit`,
      `LS${STUDIO.name}Current company${STUDIO.email}Edit`,
    ]);
    expect(within(list).getByRole('link', { name: `Edit ${PORTRAITS.name}` })).toHaveAttribute(
      'href',
      `/settings/company/${PORTRAITS.id}/edit`,
    );
    await user.click(screen.getByRole('button', { name: 'Add New Company' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Company' })).toBeVisible();
  });

  it('gives the focus back to Add New Company when its modal is closed with Escape', async () => {
    signIn();
    mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture()),
      [`GET ${CompanyPaths.list}`]: () =>
        ok({ companies: [profileFixture()], actions: { ADD_NEW_BRAND: { url: CompanyPaths.create } } }),
    });
    const { user } = renderApp('/settings/companies');
    const add = await screen.findByRole('button', { name: 'Add New Company' });
    add.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add New Company' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).toHaveFocus();
  });

  it('offers no Add New Company when the server offers neither action', async () => {
    signIn();
    mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture(STUDIO.id, {})),
      [`GET ${CompanyPaths.list}`]: () => ok({ companies: [profileFixture()], actions: {} }),
    });
    renderApp('/settings/companies');
    await screen.findByRole('list', { name: 'Companies' });
    expect(screen.queryByRole('button', { name: 'Add New Company' })).toBeNull();
  });
});

describe('/settings/companies at the plan’s companies limit', () => {
  it('greets with no limit banner; Add company opens the offered plan and then says why', async () => {
    signIn();
    const upgrade = {
      url: '/subscription/plans?planTier=MASTER',
      preferences: { planTier: 'MASTER' as const },
    };
    mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture(STUDIO.id, { UPGRADE_PLAN: upgrade })),
      [`GET ${CompanyPaths.list}`]: () =>
        ok({ companies: [profileFixture()], actions: { UPGRADE_PLAN: upgrade } }),
    });
    const { user } = renderApp('/settings/companies');
    await screen.findByText(STUDIO.email);
    expect(screen.queryByRole('region', { name: 'Plan limit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add New Company' }));
    await waitFor(() => expect(screen.getByTitle('Plans and checkout')).toHaveAttribute('src', upgrade.url));
    const banner = await screen.findByRole('region', { name: 'Plan limit' });
    expect(banner).toHaveTextContent("You've reached the maximum number of Brands / Companies in your plan.");
    expect(banner).toHaveTextContent('Master offers more.');
    expect(within(banner).getByRole('button', { name: 'Upgrade' })).toBeVisible();
  });
});

describe('/settings/company/{id}/edit', () => {
  it('saves the details, the address and the tax rates (percentages sent as millionths)', async () => {
    let saved: unknown;
    const api = withCompany(profileFixture(), {
      [`PUT ${CompanyPaths.company(STUDIO.id)}`]: (request) => {
        saved = request.body;
        return ok(profileFixture({ phone: '+44 20 7946 0000' }));
      },
    });
    const { user } = renderApp(EDIT_PATH);
    await screen.findByRole('heading', { name: STUDIO.name, level: 1 });
    expect(screen.getByLabelText('Tax rate 1: Rate (%)')).toHaveValue('20');

    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.click(screen.getByRole('button', { name: 'Add a tax rate' }));
    await user.type(screen.getByLabelText('Tax rate 2: Name'), 'Reduced');
    await user.type(screen.getByLabelText('Tax rate 2: Rate (%)'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`The details of ${STUDIO.name} are saved.`)).toBeVisible();
    expect(api.to('PUT', CompanyPaths.company(STUDIO.id))).toHaveLength(1);
    // Only what changed, with the version the form loaded (issue 10: no stale values written back).
    expect(saved).toEqual({
      version: 'v1',
      phone: '+44 20 7946 0000',
      address: { city: 'London' },
      tax: {
        rates: [
          { id: 'rate-1', name: 'VAT', rateMillionths: 200000 },
          { name: 'Reduced', rateMillionths: 75000 },
        ],
      },
    });
  });

  it('sends a rate typed as 8.875 (%) as 88750 millionths and shows the saved rate back as 8.875', async () => {
    let saved: unknown;
    const nyRate = { id: 'rate-1', name: 'Sales tax', rateMillionths: 88_750 };
    let current = profileFixture();
    withCompany(profileFixture(), {
      [`GET ${CompanyPaths.company(STUDIO.id)}`]: () => ok(current),
      [`PUT ${CompanyPaths.company(STUDIO.id)}`]: (request) => {
        saved = request.body;
        current = profileFixture({
          version: 'v2',
          tax: { pricesIncludeTax: false, taxNumber: null, rates: [nyRate] },
        });
        return ok(current);
      },
    });
    const { user } = renderApp(EDIT_PATH);
    await screen.findByRole('heading', { name: STUDIO.name, level: 1 });
    const name = screen.getByLabelText('Tax rate 1: Name');
    const rate = screen.getByLabelText('Tax rate 1: Rate (%)');
    await user.clear(name);
    await user.type(name, 'Sales tax');
    await user.clear(rate);
    await user.type(rate, '8.875');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`The details of ${STUDIO.name} are saved.`)).toBeVisible();
    expect(saved).toEqual({ version: 'v1', tax: { rates: [nyRate] } });
    // The form is reset from the server's answer: 88750 millionths read back as the text typed.
    expect(screen.getByLabelText('Tax rate 1: Rate (%)')).toHaveValue('8.875');
  });

  it('answers a stale save (409) with the server’s words and a reload that shows the current values', async () => {
    let current = profileFixture();
    withCompany(profileFixture(), {
      [`GET ${CompanyPaths.company(STUDIO.id)}`]: () => ok(current),
      [`PUT ${CompanyPaths.company(STUDIO.id)}`]: () =>
        apiError(409, 'StaleVersion', null, 'This company changed while you were editing'),
    });
    const { user } = renderApp(EDIT_PATH);
    await screen.findByRole('heading', { name: STUDIO.name, level: 1 });
    current = profileFixture({ phone: '+44 20 7946 0000', version: 'v2' });
    await user.type(screen.getByLabelText('Website'), 'https://studio.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This company changed while you were editing');
    await user.click(within(alert).getByRole('button', { name: 'Reload the company' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'));
    expect(screen.getByLabelText('Website')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a rate that is not a percentage, and removes a rate', async () => {
    const api = withCompany(profileFixture());
    const { user } = renderApp(EDIT_PATH);
    await screen.findByRole('heading', { name: STUDIO.name, level: 1 });
    const rate = screen.getByLabelText('Tax rate 1: Rate (%)');
    await user.clear(rate);
    await user.type(rate, 'ten');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter the rate as a percentage between 0 and 1000 (like 8.875).'),
    ).toBeVisible();
    await user.clear(rate);
    await user.type(rate, '8.87501');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A rate has at most four decimals (like 8.875).')).toBeVisible();
    await user.clear(rate);
    await user.type(rate, '1000.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a rate between 0 and 1000.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove the tax rate VAT' }));
    expect(screen.queryByLabelText('Tax rate 1: Rate (%)')).toBeNull();
    expect(screen.getByText('No tax rates yet.')).toBeVisible();
    expect(api.to('PUT', CompanyPaths.company(STUDIO.id))).toHaveLength(0);
  });

  it('saves a brand colour picked from the swatches, in lower case, and clears it back to the neutral default', async () => {
    const saves: unknown[] = [];
    let current = profileFixture();
    withCompany(profileFixture(), {
      [`GET ${CompanyPaths.company(STUDIO.id)}`]: () => ok(current),
      [`PUT ${CompanyPaths.company(STUDIO.id)}`]: (request) => {
        saves.push(request.body);
        const { brandColour } = request.body as { brandColour: string | null };
        current = profileFixture({ brandColour, version: `v${saves.length + 1}` });
        return ok(current);
      },
    });
    const { user } = renderApp(EDIT_PATH);
    await screen.findByRole('heading', { name: STUDIO.name, level: 1 });
    const colour = screen.getByRole('textbox', { name: 'Brand colour' });
    expect(colour).toHaveValue('');
    expect(colour).toHaveAccessibleDescription(/quotes, invoices and credit notes/);

    await user.click(colour);
    await user.click(await screen.findByRole('button', { name: '#2b8a3e' }));
    expect(colour).toHaveValue('#2b8a3e');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toEqual([{ version: 'v1', brandColour: '#2b8a3e' }]));
    await waitFor(() => expect(colour).toHaveValue('#2b8a3e'));

    await user.clear(colour);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ version: 'v2', brandColour: null });
  });

  it('sends a typed colour in lower case and refuses one that is not #rrggbb', async () => {
    let saved: unknown;
    const api = withCompany(profileFixture({ brandColour: '#c92a2a' }), {
      [`PUT ${CompanyPaths.company(STUDIO.id)}`]: (request) => {
        saved = request.body;
        return ok(profileFixture({ brandColour: '#1f6feb', version: 'v2' }));
      },
    });
    const { user } = renderApp(EDIT_PATH);
    await screen.findByRole('heading', { name: STUDIO.name, level: 1 });
    const colour = screen.getByRole('textbox', { name: 'Brand colour' });
    expect(colour).toHaveValue('#c92a2a');
    await user.clear(colour);
    await user.type(colour, '#abc');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the colour as # and six hex digits, like #1f6feb.')).toBeVisible();
    expect(api.to('PUT', CompanyPaths.company(STUDIO.id))).toHaveLength(0);

    await user.clear(colour);
    await user.type(colour, '#1F6FEB');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toEqual({ version: 'v1', brandColour: '#1f6feb' }));
  });

  it('is read-only without the EDIT action: inputs disabled, no Save, no logo or delete controls', async () => {
    withCompany(profileFixture({ role: 'member', actions: {} }));
    renderApp(EDIT_PATH);
    await screen.findByRole('heading', { name: STUDIO.name, level: 1 });
    expect(screen.getByText('Only the account owner can change these details.')).toBeVisible();
    expect(screen.getByLabelText(/Company name/)).toBeDisabled();
    expect(screen.getByLabelText('Tax rate 1: Name')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Brand colour' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose an image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete company' })).toBeNull();
  });

  it('crops a logo to a square PNG and uploads it, and refuses a file that is not an image', async () => {
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    browserImageApis();
    const canvas = workingCanvas();
    let logoUrl: string | null = null;
    const api = withCompany(profileFixture(), {
      [`GET ${CompanyPaths.company(STUDIO.id)}`]: () => ok(profileFixture({ logoUrl })),
      [`PUT ${CompanyPaths.logo(STUDIO.id)}`]: () => {
        logoUrl = '/files/logo.webp';
        return ok({ logoUrl });
      },
    });
    const { user } = renderApp(EDIT_PATH);
    await screen.findByRole('heading', { name: STUDIO.name, level: 1 });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;

    // A dropped file is not filtered by the input's accept list: the page checks it.
    const pdf = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByRole('group', { name: 'Company logo' }), { dataTransfer: { files: [pdf] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(photoMessages.invalidType);
    expect(screen.queryByRole('dialog')).toBeNull();

    // A dropped picture opens the square cropper, as a chosen one does.
    const png = new File([HEADS.png.slice()], 'logo.png', { type: 'image/png' });
    fireEvent.drop(screen.getByRole('group', { name: 'Company logo' }), { dataTransfer: { files: [png] } });
    const dialog = await screen.findByRole('dialog', { name: 'Upload logo' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('PUT', CompanyPaths.logo(STUDIO.id))).toHaveLength(0);

    await user.upload(input, png);
    const again = await screen.findByRole('dialog', { name: 'Upload logo' });
    display(await cropperImage(), [1200, 800], [300, 200]);
    const save = within(again).getByRole('button', { name: 'Crop & Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Logo updated')).toBeVisible();
    const sent = api.to('PUT', CompanyPaths.logo(STUDIO.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Content-Type')).toBe('image/png');
    // The centred 800×800 square of the picture, scaled down to 512, as a PNG.
    expect(canvas.drawImage).toHaveBeenLastCalledWith(expect.anything(), 200, 0, 800, 800, 0, 0, 512, 512);
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenLastCalledWith(
      expect.any(Function),
      'image/png',
      0.92,
    );
    expect(await screen.findByRole('img', { name: `${STUDIO.name} logo` })).toHaveAttribute(
      'src',
      '/files/logo.webp',
    );
  });

  it('deletes only after the name is typed, then works in the company the server moved the session to', async () => {
    const api = withCompany(
      profileFixture({ actions: { DELETE: { url: CompanyPaths.company(STUDIO.id) } } }),
      {
        [`DELETE ${CompanyPaths.company(STUDIO.id)}`]: () =>
          ok({ switchedTo: PORTRAITS.id, tokens: { access_token: 'access-9', refresh_token: 'refresh-9' } }),
      },
    );
    const { user, router } = renderApp(EDIT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete company' }));
    const modal = await screen.findByRole('dialog', { name: `Delete ${STUDIO.name}?` });
    const confirm = within(modal).getByRole('button', { name: 'Delete this company' });
    expect(confirm).toBeDisabled();
    await user.type(within(modal).getByLabelText(`Type ${STUDIO.name} to confirm`), 'Lovelace');
    expect(confirm).toBeDisabled();
    await user.type(within(modal).getByLabelText(`Type ${STUDIO.name} to confirm`), ' Studio');
    await user.click(confirm);

    expect(await screen.findByText(`${STUDIO.name} has been deleted.`)).toBeVisible();
    // Navigating loads the dashboard's code first: the address changes once it has.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('DELETE', CompanyPaths.company(STUDIO.id)).map((r) => r.body)).toEqual([
      { confirmName: STUDIO.name },
    ]);
    expect(getAccessToken()).toBe('access-9');
  });

  it('shows a company it cannot load with the server’s message', async () => {
    signIn();
    mockApi({
      ...frameRoutes,
      'GET /api/basic/bootstrap': () => ok(bootstrapWithBrands()),
      [`GET ${CompanyPaths.brands}`]: () => ok(brandsFixture()),
      [`GET ${CompanyPaths.company('nope')}`]: () =>
        apiError(404, 'NotFound', null, 'Not found', 'This company does not exist.'),
    });
    renderApp('/settings/company/nope/edit');
    expect(await screen.findByText('This company could not be loaded.')).toBeVisible();
    expect(screen.getByText('This company does not exist.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Edit company', level: 1 })).toBeVisible(),
    );
  });
});
