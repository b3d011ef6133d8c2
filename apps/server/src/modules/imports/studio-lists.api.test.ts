import {
  ApiRoutes as R,
  CompanyPaths,
  type CustomField,
  type JobType,
  type LeadStage,
} from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { importCopies, jobs } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import {
  bearer,
  createdCompany,
  currentCompanyId,
  finishedBanner,
  onPlan,
  uniqueEmail,
} from '../../test/factories.ts';

it.override('appOptions', { workers: true });

type Auth = Record<string, string>;
const get = async <T>(api: Api, auth: Auth, path: string): Promise<T> => {
  const res = await api.get(path, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const lists = async (api: Api, auth: Auth) => ({
  types: (await get<JobType[]>(api, auth, R.listJobTypes.path)).map((t) => [t.name, t.colour, t.archived]),
  stages: (await get<LeadStage[]>(api, auth, R.listLeadStages.path)).map((s) => [s.name, s.kind]),
  fields: (await get<CustomField[]>(api, auth, R.listCustomFields.path)).map((f) => [
    f.entity,
    f.label,
    f.type,
    f.options,
  ]),
});

/** A studio whose lists differ from the defaults: a type archived, a stage added and moved, fields. */
async function studioWithLists(api: Api) {
  const owner = await api.signedInOwner({ companyName: 'Lumen Portraits' });
  await onPlan(api, owner.form.email, 'MASTER');
  const companyId = await currentCompanyId(api, owner.auth);
  const as = { as: owner.auth };
  await api.post(R.createJobType.path, { name: 'Boudoir', colour: '#7950f2' }, as);
  const [wedding] = await get<JobType[]>(api, owner.auth, R.listJobTypes.path);
  await api.deps.db.insert(jobs).values({ companyId, stage: 'lead', name: 'Smith', jobTypeId: wedding!.id });
  await api.delete(R.deleteJobType.path.replace(':id', wedding!.id), as);
  await api.post(R.createLeadStage.path, { name: 'Ghosted', kind: 'lost' }, as);
  const field = (
    await api.post(R.createCustomField.path, { entity: 'client', label: 'Pet', type: 'text' }, as)
  ).json().data as CustomField;
  await api.post(
    R.createCustomField.path,
    { entity: 'job', label: 'Package', type: 'select', options: ['Gold'] },
    as,
  );
  return { owner, companyId, fieldId: field.id, source: await lists(api, owner.auth) };
}

describe('importing the company lists', () => {
  it('a new company that imports them has the source lists (not the defaults), ids recorded', async ({
    api,
  }) => {
    const { owner, companyId, fieldId, source } = await studioWithLists(api);
    const res = await api.post(
      CompanyPaths.create,
      {
        name: 'Sunday Weddings',
        email: uniqueEmail('weddings'),
        toImportData: { sourceCompanyId: companyId, types: ['JOB_TYPES', 'LEAD_PIPELINE', 'CUSTOM_FIELDS'] },
      },
      { as: owner.auth },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { taskId, tokens, companyId: targetId } = res.json().data;
    const auth = bearer(tokens);
    expect((await finishedBanner(api, auth, taskId)).state).toBe('COMPLETED');
    expect(await lists(api, auth)).toEqual(source);
    expect(source.types[0]).toEqual(['Wedding', '#e64980', true]);
    expect(source.stages.at(-1)).toEqual(['Ghosted', 'lost']);

    // CLIENTS maps a client's custom field values through these records.
    const copies = await api.deps.db.select().from(importCopies).where(eq(importCopies.companyId, targetId));
    const pet = copies.find((c) => c.type === 'CUSTOM_FIELDS' && c.sourceId === fieldId);
    const targetFields = await get<CustomField[]>(api, auth, R.listCustomFields.path);
    expect(pet?.targetId).toBe(targetFields.find((f) => f.label === 'Pet')!.id);
    expect(copies.filter((c) => c.type === 'JOB_TYPES')).toHaveLength(9);
  });

  it('a list not imported gets the defaults; a company added without import gets them all', async ({
    api,
  }) => {
    const { owner, companyId, source } = await studioWithLists(api);
    const res = await api.post(
      CompanyPaths.create,
      {
        name: 'Aster Weddings',
        email: uniqueEmail('aster'),
        toImportData: { sourceCompanyId: companyId, types: ['LEAD_PIPELINE'] },
      },
      { as: owner.auth },
    );
    const { taskId, tokens } = res.json().data;
    const auth = bearer(tokens);
    expect((await finishedBanner(api, auth, taskId)).state).toBe('COMPLETED');
    const imported = await lists(api, auth);
    expect(imported.stages).toEqual(source.stages);
    expect(imported.types.map((t) => t[0])).toEqual([
      'Wedding',
      'Engagement',
      'Portrait',
      'Family',
      'Newborn',
      'Maternity',
      'Event',
      'Commercial',
    ]);
    expect(imported.fields).toEqual([]);

    const plain = await createdCompany(api, owner.auth, 'Plain Brand');
    const fresh = await lists(api, plain.auth);
    expect(fresh.types).toHaveLength(8);
    expect(fresh.stages.map((s) => s[0])).toEqual([
      'New inquiry',
      'Contacted',
      'Meeting booked',
      'Quote sent',
      'Booked',
      'Lost',
    ]);
  });
});
