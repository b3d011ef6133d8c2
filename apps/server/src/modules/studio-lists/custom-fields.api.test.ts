import { ApiRoutes as R, type CustomField } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { clients, jobs } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type Api, it } from '../../test/api-test.ts';
import { currentCompanyId } from '../../test/factories.ts';
import { checkCustomFieldValues } from './custom-fields/values.ts';

type Auth = Record<string, string>;
const path = R.listCustomFields.path;
const one = (id: string) => R.updateCustomField.path.replace(':id', id);

async function created(api: Api, auth: Auth, body: object): Promise<CustomField> {
  const res = await api.post(path, body, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function list(api: Api, auth: Auth, query = ''): Promise<CustomField[]> {
  const res = await api.get(`${path}${query}`, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('custom fields', () => {
  it('adds fields per entity in order, relabels, changes options, reorders', async ({ api }) => {
    const owner = await api.signedInOwner();
    expect(await list(api, owner.auth)).toEqual([]);
    const venue = await created(api, owner.auth, { entity: 'job', label: 'Venue', type: 'text' });
    const guests = await created(api, owner.auth, { entity: 'job', label: 'Guests', type: 'number' });
    const referral = await created(api, owner.auth, {
      entity: 'client',
      label: 'Referred by',
      type: 'select',
      options: ['Instagram', 'A friend'],
    });
    expect(venue).toMatchObject({ entity: 'job', type: 'text', options: [], position: 0 });
    expect(guests.position).toBe(1);
    expect(referral).toMatchObject({ entity: 'client', position: 0, options: ['Instagram', 'A friend'] });
    expect((await list(api, owner.auth, '?entity=job')).map((f) => f.label)).toEqual(['Venue', 'Guests']);

    const noOptions = await api.post(
      path,
      { entity: 'job', label: 'Package', type: 'select' },
      { as: owner.auth },
    );
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json().data.fields.options).toBe('Add at least one option');
    const taken = await api.post(path, { entity: 'job', label: 'venue', type: 'date' }, { as: owner.auth });
    expect(taken.json()).toMatchObject({
      errorCode: 'AlreadyExists',
      data: { fields: { label: expect.any(String) } },
    });
    // The same label on the other entity is fine.
    await created(api, owner.auth, { entity: 'client', label: 'Venue', type: 'text' });

    const changed = await api.put(
      one(referral.id),
      { label: 'Found us via', options: ['Google'] },
      { as: owner.auth },
    );
    expect(changed.json().data).toMatchObject({ label: 'Found us via', options: ['Google'], type: 'select' });
    const typeChange = await api.put(one(venue.id), { type: 'date' }, { as: owner.auth });
    expect(typeChange.statusCode).toBe(400);

    const order = await api.put(
      R.reorderCustomFields.path,
      { entity: 'job', ids: [guests.id, venue.id] },
      { as: owner.auth },
    );
    expect(order.json().data.map((f: CustomField) => f.label)).toEqual(['Guests', 'Venue']);
    const wrongEntity = await api.put(
      R.reorderCustomFields.path,
      { entity: 'client', ids: [guests.id, venue.id] },
      { as: owner.auth },
    );
    expect(wrongEntity.statusCode).toBe(409);
  });

  it('deleting a field removes its values from every record of the company, and only its', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const venue = await created(api, owner.auth, { entity: 'job', label: 'Venue', type: 'text' });
    const guests = await created(api, owner.auth, { entity: 'job', label: 'Guests', type: 'number' });
    const pet = await created(api, owner.auth, { entity: 'client', label: 'Pet', type: 'text' });
    await api.deps.db.insert(jobs).values({
      companyId,
      stage: 'lead',
      name: 'Smith wedding',
      customFields: { [venue.id]: 'The Barn', [guests.id]: '120' },
    });
    await api.deps.db.insert(clients).values({
      companyId,
      kind: 'person',
      contacts: [{ firstName: 'Ann', lastName: 'Lee', email: null, phone: null }],
      displayName: 'Ann Lee',
      searchText: 'ann lee',
      customFields: { [pet.id]: 'Rex' },
    });
    const res = await api.delete(one(venue.id), { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const [job] = await api.deps.db.select().from(jobs).where(eq(jobs.companyId, companyId));
    expect(job!.customFields).toEqual({ [guests.id]: '120' });
    const [client] = await api.deps.db.select().from(clients).where(eq(clients.companyId, companyId));
    expect(client!.customFields).toEqual({ [pet.id]: 'Rex' });
    expect((await list(api, owner.auth)).map((f) => f.label)).toEqual(['Pet', 'Guests']);
    expect((await api.delete(one(venue.id), { as: owner.auth })).statusCode).toBe(404);
  });

  it('checks record values against the fields: type, options, unknown ids; merges and clears', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const guests = await created(api, owner.auth, { entity: 'job', label: 'Guests', type: 'number' });
    const day = await created(api, owner.auth, { entity: 'job', label: 'Rehearsal', type: 'date' });
    const pkg = await created(api, owner.auth, {
      entity: 'job',
      label: 'Package',
      type: 'select',
      options: ['Gold'],
    });
    const pet = await created(api, owner.auth, { entity: 'client', label: 'Pet', type: 'text' });
    const check = (values: Record<string, string>, before?: Record<string, string>) =>
      checkCustomFieldValues(api.deps.db, companyId, 'job', values, before);

    expect(await check({ [guests.id]: ' 120 ', [day.id]: '2027-06-12', [pkg.id]: 'Gold' })).toEqual({
      [guests.id]: '120',
      [day.id]: '2027-06-12',
      [pkg.id]: 'Gold',
    });
    expect(await check({ [guests.id]: '' }, { [guests.id]: '80', [day.id]: '2027-01-01' })).toEqual({
      [day.id]: '2027-01-01',
    });
    // A removed option may stay on a record that had it, not be chosen anew.
    expect(await check({ [pkg.id]: 'Silver' }, { [pkg.id]: 'Silver' })).toEqual({ [pkg.id]: 'Silver' });
    const refused = await check({
      [guests.id]: 'many',
      [day.id]: '2027-02-30',
      [pkg.id]: 'Silver',
      [pet.id]: 'Rex',
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).data).toEqual({
      fields: {
        [`customFields.${guests.id}`]: 'Enter a number.',
        [`customFields.${day.id}`]: 'Enter a date.',
        [`customFields.${pkg.id}`]: 'Choose one of the options.',
        [`customFields.${pet.id}`]: 'This field no longer exists. Reload the form.',
      },
    });
  });
});
