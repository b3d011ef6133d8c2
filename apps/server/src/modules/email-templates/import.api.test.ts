import { ApiRoutes as R, CompanyPaths, type EmailTemplate } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { emailTemplates } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, currentCompanyId, finishedBanner, onPlan, uniqueEmail } from '../../test/factories.ts';

it.override('appOptions', { workers: true });

type Auth = Record<string, string>;
const templatesOf = async (api: Api, auth: Auth) => {
  const res = await api.get(`${R.listEmailTemplates.path}?perPage=100`, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as EmailTemplate[];
};

describe('templates in the company import', () => {
  it('are a kind the import modal offers, under Email', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.get(CompanyPaths.importOptions, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json().data)).toContain('"type":"EMAIL_TEMPLATES","label":"Email templates"');
  });

  it('copies every template of the source into the new company, the source left as it was', async ({
    api,
  }) => {
    const owner = await api.signedInOwner({ companyName: 'Lumen Portraits' });
    await onPlan(api, owner.form.email, 'MASTER');
    const sourceId = await currentCompanyId(api, owner.auth);
    for (const name of ['Welcome', 'Invoice reminder', 'Gallery ready']) {
      const body = {
        name,
        subject: `${name}: {{client_first_name}}`,
        body: `<p>${name} for {{job_name}}</p>`,
      };
      const res = await api.post(R.createEmailTemplate.path, body, { as: owner.auth });
      expect(res.statusCode, res.body).toBe(200);
    }
    const source = await templatesOf(api, owner.auth);

    const created = await api.post(
      CompanyPaths.create,
      {
        name: 'Sunday Weddings',
        email: uniqueEmail('weddings'),
        toImportData: { sourceCompanyId: sourceId, types: ['EMAIL_TEMPLATES'] },
      },
      { as: owner.auth },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { taskId, tokens } = created.json().data as { taskId: string; tokens: { access_token: string } };
    const target = bearer(tokens);
    const banner = await finishedBanner(api, target, taskId);
    expect(banner.state).toBe('COMPLETED');
    expect(banner.tasksPopup!.items.map((i) => i.name.text)).toEqual(['Email templates: 3 copied']);

    const copies = await templatesOf(api, target);
    const texts = (rows: EmailTemplate[]) => rows.map(({ name, subject, body }) => ({ name, subject, body }));
    expect(texts(copies)).toEqual(texts(source));
    expect(copies.map((c) => c.id).filter((id) => source.some((s) => s.id === id))).toEqual([]);

    // The copies are the new company's own: changing one leaves the source's as it was.
    const first = copies[0]!;
    const update = { id: first.id, updatedAt: first.updatedAt, name: 'Mine', subject: 'x', body: '<p>y</p>' };
    expect((await api.post(R.updateEmailTemplate.path, update, { as: target })).statusCode).toBe(200);
    const kept = await api.deps.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.companyId, sourceId));
    expect(kept.map((row) => row.name).sort()).toEqual(['Gallery ready', 'Invoice reminder', 'Welcome']);
  });
});
