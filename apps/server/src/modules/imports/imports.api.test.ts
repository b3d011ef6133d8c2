// engine-dependent: imports run in the job workers (pg-boss over PGlite has its own adapter).
import {
  type CompanyProfile,
  CompanyPaths,
  type ImportOptions,
  type TeamMember,
  TeamPaths,
  type UpdateCompanyRequest,
} from '@focal/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import {
  bearer,
  createdCompany,
  currentCompanyId,
  finishedBanner,
  joinedMember,
  onPlan,
  uniqueEmail,
} from '../../test/factories.ts';

it.override('appOptions', { workers: true });

const ALL_TYPES = ['COMPANY_DETAILS', 'TAX_RATES', 'TEAM_MEMBERS'];
const RATES = Array.from({ length: 20 }, (_, i) => ({
  name: `Tax ${i + 1}`,
  rateMillionths: 10000 * (i + 1),
}));

const profileForm = (name: string, email: string, rates = RATES): Omit<UpdateCompanyRequest, 'version'> => ({
  name,
  email,
  phone: '+33 1 23 45 67 89',
  website: 'https://lumen.example',
  address: {
    line1: '3 rue des Lilas',
    line2: null,
    city: 'Paris',
    region: null,
    postalCode: '75011',
    country: 'FR',
  },
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  tax: { pricesIncludeTax: true, taxNumber: 'FR40303265045', rates },
  brandColour: '#1f6feb',
});

async function profileOf(api: Api, auth: Record<string, string>, companyId: string): Promise<CompanyProfile> {
  const res = await api.get(CompanyPaths.company(companyId), { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CompanyProfile;
}

/** An owner on MASTER whose company 'Lumen Portraits' has a full profile, a logo, 20 taxes and a member. */
async function studioWithSource(api: Api, rates = RATES) {
  const owner = await api.signedInOwner({ companyName: 'Lumen Portraits' });
  await onPlan(api, owner.form.email, 'MASTER');
  const sourceId = await currentCompanyId(api, owner.auth);
  const form = profileForm('Lumen Portraits', owner.form.email, rates);
  const { version } = await profileOf(api, owner.auth, sourceId);
  const put = await api.put(CompanyPaths.company(sourceId), { ...form, version }, { as: owner.auth });
  expect(put.statusCode, put.body).toBe(200);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const logo = await api.call({
    method: 'PUT',
    url: CompanyPaths.logo(sourceId),
    headers: { ...owner.auth, 'content-type': 'image/png' },
    payload: png,
  });
  expect(logo.statusCode, logo.body).toBe(200);
  const member = await joinedMember(api, owner.auth);
  return { owner, sourceId, member, source: await profileOf(api, owner.auth, sourceId) };
}

async function createWithImport(
  api: Api,
  auth: Record<string, string>,
  sourceCompanyId: string,
  types: string[],
) {
  return api.post(
    CompanyPaths.create,
    {
      name: 'Sunday Weddings',
      email: uniqueEmail('weddings'),
      toImportData: { sourceCompanyId, types },
    },
    { as: auth },
  );
}

async function importedInto(
  api: Api,
  auth: Record<string, string>,
  sourceCompanyId: string,
  types: string[],
) {
  const res = await createWithImport(api, auth, sourceCompanyId, types);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { companyId: string; taskId: string; tokens: { access_token: string } };
  expect(data.taskId).toEqual(expect.any(String));
  const targetAuth = bearer(data.tokens);
  return { targetId: data.companyId, taskId: data.taskId, auth: targetAuth };
}

const rateSet = (p: CompanyProfile) =>
  p.tax.rates.map((r) => `${r.name}=${r.rateMillionths}`).sort((a, b) => a.localeCompare(b));

async function teamOf(api: Api, auth: Record<string, string>) {
  const res = await api.get(TeamPaths.team, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.members as TeamMember[]).map((m) => `${m.email}:${m.role}`).sort();
}

describe('importing into a new company', () => {
  it('copies the settings (not the name or email), the tax rates and the team, then the banner says so', async ({
    api,
  }) => {
    const { owner, sourceId, member, source } = await studioWithSource(api);
    const { targetId, taskId, auth } = await importedInto(api, owner.auth, sourceId, ALL_TYPES);

    const banner = await finishedBanner(api, auth, taskId);
    expect(banner.state).toBe('COMPLETED');
    expect(banner.summary.textHtml).toBe('Import from <b>Lumen Portraits</b> finished.');
    expect(banner.tasksPopup!.items.map((i) => [i.name.text, i.state])).toEqual([
      ['Company details: 1 copied', 'COMPLETED'],
      ['Tax rates: 20 copied', 'COMPLETED'],
      ['Team members: 2 copied', 'COMPLETED'],
    ]);

    const target = await profileOf(api, auth, targetId);
    expect(target.name).toBe('Sunday Weddings');
    expect(target.email).toMatch(/^weddings-/);
    const pick = ({ phone, website, address, logoUrl, brandColour, timeZone, currency }: CompanyProfile) => ({
      phone,
      website,
      address,
      logoUrl,
      brandColour,
      timeZone,
      currency,
    });
    expect(source.brandColour).toBe('#1f6feb');
    expect(source.logoUrl).toMatch(/^\/files\//);
    expect(pick(target)).toEqual(pick(source));
    expect(target.tax.pricesIncludeTax).toBe(true);
    expect(target.tax.taxNumber).toBe('FR40303265045');
    expect(rateSet(target)).toEqual(rateSet(source));
    expect(rateSet(target)).toHaveLength(20);
    expect(await teamOf(api, auth)).toEqual([`${member.email}:member`, `${owner.form.email}:owner`].sort());
    // The source keeps everything it had.
    expect(rateSet(await profileOf(api, owner.auth, sourceId))).toHaveLength(20);
  });

  it('copies only the kinds chosen', async ({ api }) => {
    const { owner, sourceId, member } = await studioWithSource(api);
    const { targetId, taskId, auth } = await importedInto(api, owner.auth, sourceId, ['TAX_RATES']);
    const banner = await finishedBanner(api, auth, taskId);
    expect(banner.tasksPopup!.items.map((i) => i.name.text)).toEqual(['Tax rates: 20 copied']);
    const target = await profileOf(api, auth, targetId);
    expect(rateSet(target)).toHaveLength(20);
    expect(target.phone).toBeNull();
    expect(target.logoUrl).toBeNull();
    expect(await teamOf(api, auth)).not.toContain(`${member.email}:member`);
  });

  it('ends COMPLETED_WITH_ERRORS when a kind fails, lists it, and still copies the others', async ({
    api,
  }) => {
    const rates = [...RATES.slice(0, 19), { name: 'Refused', rateMillionths: 70000 }];
    const { owner, sourceId, member } = await studioWithSource(api, rates);
    // The database refuses new rows named 'Refused' (existing ones stay): the copy of the taxes fails.
    await api.deps.db.execute(
      sql`alter table tax_rates add constraint no_refused check (name <> 'Refused') not valid`,
    );
    try {
      const { targetId, taskId, auth } = await importedInto(api, owner.auth, sourceId, ALL_TYPES);
      const banner = await finishedBanner(api, auth, taskId);
      expect(banner.state).toBe('COMPLETED_WITH_ERRORS');
      expect(banner.summary.textHtml).toBe('Import from <b>Lumen Portraits</b> finished with errors.');
      expect(banner.tasksPopup!.messageHTML).toContain('could not be copied');
      const items = banner.tasksPopup!.items;
      expect(items.map((i) => i.state)).toEqual(['COMPLETED', 'COMPLETED_WITH_ERRORS', 'COMPLETED']);
      expect(items[1]!.name.text).toMatch(/^Tax rates: 0 copied, 20 not copied\. Something went wrong/);
      const target = await profileOf(api, auth, targetId);
      expect(target.tax.rates).toEqual([]);
      expect(target.phone).toBe('+33 1 23 45 67 89');
      expect(await teamOf(api, auth)).toContain(`${member.email}:member`);
    } finally {
      await api.deps.db.execute(sql`alter table tax_rates drop constraint no_refused`);
    }
  });

  it('refuses unknown kinds (naming them), and sources outside the account or the user (404), creating nothing', async ({
    api,
  }) => {
    const { owner, sourceId, member } = await studioWithSource(api, []);
    const unknown = await createWithImport(api, owner.auth, sourceId, [
      'TAX_RATES',
      'INVOICES',
      'SPACESHIPS',
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errorMessage: 'These kinds of data cannot be imported: INVOICES, SPACESHIPS.',
      data: { fields: { 'toImportData.types': expect.stringContaining('INVOICES, SPACESHIPS') } },
    });

    const stranger = await api.signedInOwner({ companyName: 'Elsewhere Studio' });
    const foreign = await createWithImport(api, owner.auth, await currentCompanyId(api, stranger.auth), [
      'TAX_RATES',
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('NotFound');

    // An owner of Lumen who is not in the account's other company cannot import from it.
    const other = await createdCompany(api, owner.auth, 'Private Brand');
    await api.deps.db.execute(sql`update memberships set role = 'owner' where user_id = ${member.userId}`);
    const notTheirs = await createWithImport(api, member.auth, other.companyId, ['TAX_RATES']);
    expect(notTheirs.statusCode).toBe(404);

    const list = await api.get(CompanyPaths.list, { as: owner.auth });
    expect(
      list
        .json()
        .data.companies.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Lumen Portraits', 'Private Brand']);
  });
});

describe('the import options', () => {
  it("offers the account's companies the user belongs to, and every kind by group (owners only)", async ({
    api,
  }) => {
    const { owner, member } = await studioWithSource(api, []);
    const second = await createdCompany(api, owner.auth, 'Aster Weddings');
    await api.signedInOwner({ companyName: 'Another Account Studio' });
    const res = await api.get(CompanyPaths.importOptions, { as: second.auth });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().data as ImportOptions;
    expect(options.brandsDataToImport.map((b) => b.name)).toEqual(['Aster Weddings', 'Lumen Portraits']);
    expect(options.groups).toEqual([
      {
        key: 'COMPANY_SETTINGS',
        label: 'Company settings',
        children: [
          { type: 'COMPANY_DETAILS', label: 'Company details' },
          { type: 'TAX_RATES', label: 'Tax rates' },
        ],
      },
      { key: 'TEAM', label: 'Team', children: [{ type: 'TEAM_MEMBERS', label: 'Team members' }] },
      { key: 'EMAIL', label: 'Email', children: [{ type: 'EMAIL_TEMPLATES', label: 'Email templates' }] },
      {
        key: 'STUDIO_LISTS',
        label: 'Job types, pipeline and custom fields',
        children: [
          { type: 'JOB_TYPES', label: 'Job types' },
          { type: 'LEAD_PIPELINE', label: 'Lead pipeline' },
          { type: 'CUSTOM_FIELDS', label: 'Custom fields' },
        ],
      },
      { key: 'CLIENTS', label: 'Clients', children: [{ type: 'CLIENTS', label: 'Clients' }] },
      {
        key: 'CATALOGUE',
        label: 'Products and packages',
        children: [
          { type: 'PRODUCTS', label: 'Products' },
          { type: 'PACKAGES', label: 'Packages' },
        ],
      },
    ]);
    const asMember = await api.get(CompanyPaths.importOptions, { as: member.auth });
    expect(asMember.statusCode).toBe(403);
    expect((await api.get(CompanyPaths.importOptions)).statusCode).toBe(401);
  });
});
