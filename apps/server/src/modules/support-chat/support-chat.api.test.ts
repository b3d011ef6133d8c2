import { ApiRoutes, COMPANY_HEADER } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { DEMO_OWNER } from '../../db/seed/demo.ts';
import { bearer, currentCompanyId } from '../../test/factories.ts';
import { client, createRecord } from '../../test/job-factories.ts';
import { createSecondApp } from '../../test/test-app.ts';

// The app of this file runs with the support chat on, in the EU region.
it.override('appOptions', { env: { CHAT_APP_ID: 'abc123', CHAT_REGION: 'eu' } });

const LINK = ApiRoutes.getChatData.path;
const bootstrapOf = async (call: (url: string) => Promise<{ json(): unknown }>) =>
  ((await call(ApiRoutes.bootstrap.path)).json() as { data: { profile: { resourcesLinks: object } } }).data;

describe('the support chat', () => {
  it("follows the session's company and never answers another company's data", async ({ api }) => {
    // First in the file: the demo seeds an empty database only. Its studio has two companies: the chat follows the session from one to the other.
    const owner = await api.demoOwner();
    const first = await currentCompanyId(api, owner.auth);
    const brands = (await api.get(ApiRoutes.listBrands.path, { as: owner.auth })).json().data;
    const second = brands.authorizedCompanies.brands.find((b: { id: string }) => b.id !== first);
    const switched = await api.post(
      ApiRoutes.switchCompany.path,
      { companyId: second.id },
      { as: owner.auth },
    );
    expect(switched.statusCode, switched.body).toBe(200);
    const secondAuth = bearer(switched.json().data);
    const chatOf = async (auth: Record<string, string>) => (await api.get(LINK, { as: auth })).json().data;
    expect((await chatOf(secondAuth)).company).toMatchObject({ id: second.id, name: second.name });

    // A tab still naming the first company after the switch is refused, not answered with it.
    const stale = await api.get(LINK, { as: secondAuth, headers: { [COMPANY_HEADER]: first } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('CompanyMismatch');

    const stranger = await api.signedInOwner();
    const theirs = await chatOf(stranger.auth);
    expect(theirs.company.id).toBe(await currentCompanyId(api, stranger.auth));
    for (const other of [first, second.id, DEMO_OWNER.email])
      expect(JSON.stringify(theirs)).not.toContain(other);
  });

  it('offers the INTERCOM link and serves the user and the session company', async ({ api }) => {
    const { form, auth } = await api.signedInOwner();
    const boot = await bootstrapOf((url) => api.get(url, { as: auth }));
    expect(boot.profile.resourcesLinks).toMatchObject({ INTERCOM: { url: LINK } });

    const res = await api.get(LINK, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.widget).toEqual({
      appId: 'abc123',
      apiBase: 'https://api-iam.eu.intercom.io',
      scriptUrl: 'https://widget.intercom.io/widget/abc123',
    });
    expect(data.user).toMatchObject({ firstName: form.firstName, email: form.email });
    expect(Object.keys(data.user).sort()).toEqual(['email', 'firstName', 'id', 'registeredAt']);
    expect(data.company).toMatchObject({
      id: await currentCompanyId(api, auth),
      name: form.companyName,
      plan: 'PRO',
      subscriptionStatus: 'trialing',
      jobsCount: 0,
      companyPromoCode: null,
      paymentOptions: { paymentMethods: { stripe: false, stripeConnect: { accountId: null } } },
    });

    // A job (a lead is not counted), a quote and an issued invoice (a draft is not yet one).
    const companyId = await currentCompanyId(api, auth);
    const clientIds = [await client(api, companyId)];
    await createRecord(api, auth, { clientIds, name: 'An enquiry' });
    const job = await createRecord(api, auth, { clientIds, stage: 'job', name: 'Booked' });
    const content = { title: 'Day', lines: [{ name: 'Day', quantityThousandths: 1000, unitPriceMinor: 100 }] };
    await api.post(ApiRoutes.createQuote.path, { jobId: job.id, content: { kind: 'fixed', ...content } }, { as: auth });
    const draft = (await api.post(ApiRoutes.createInvoice.path, { jobId: job.id, content }, { as: auth })).json().data;
    await api.post(ApiRoutes.createInvoice.path, { jobId: job.id, content }, { as: auth });
    const path = ApiRoutes.sendInvoice.path.replace(':id', draft.id);
    expect((await api.post(path, { updatedAt: draft.updatedAt, email: false }, { as: auth })).statusCode).toBe(200);
    const counted = (await api.get(LINK, { as: auth })).json().data.company;
    expect([counted.jobsCount, counted.quoteCount, counted.invoiceCount]).toEqual([1, 1, 1]);
    expect(counted.contractCount).toBe(0);

    // A contract sent counts; a draft is not yet one.
    const contract = async () =>
      (await api.post(ApiRoutes.createContract.path, { jobId: job.id, templateId: null }, { as: auth })).json().data;
    await contract();
    const drafted = await contract();
    const written = await api.put(
      ApiRoutes.updateContract.path.replace(':id', drafted.id),
      { updatedAt: drafted.updatedAt, title: 'Agreement', body: '<p>Terms</p>' },
      { as: auth },
    );
    const sent = await api.post(
      ApiRoutes.sendContract.path.replace(':id', drafted.id),
      { updatedAt: written.json().data.updatedAt },
      { as: auth },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await api.get(LINK, { as: auth })).json().data.company.contractCount).toBe(1);
  });

  it('is for signed-in users only', async ({ api }) => {
    const anonymous = await api.get(LINK);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().data).toBeNull();
  });

  it('is off without CHAT_APP_ID: no link, and the link answers 404', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const off = await createSecondApp(api, { chat: undefined });
    try {
      const call = (url: string) => off.inject({ method: 'GET', url, headers: auth });
      expect((await bootstrapOf(call)).profile.resourcesLinks).not.toHaveProperty('INTERCOM');
      const res = await call(LINK);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NotFound', data: null });
    } finally {
      await off.close();
    }
  });
});
