import { ApiRoutes as R, fillPath } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { activity, customFields } from '../../db/schema.ts';
import { it } from '../../test/api-test.ts';
import { currentCompanyId } from '../../test/factories.ts';
import { insertJobWithClients } from '../../test/job-factories.ts';
import { createdClient, person } from './test-clients.ts';

const one = (path: string, clientId: string) => fillPath(path, { clientId });

describe('clients: create, read, update, archive, delete', () => {
  it('creates a person, a couple and an organisation, naming each as the lists show it', async ({ api }) => {
    const owner = await api.signedInOwner();
    const anna = await createdClient(api, owner.auth, {
      ...person(' Anna ', 'Smith', 'Anna@Example.COM'),
      tags: ['VIP', 'vip', 'Wedding'],
      leadSource: 'Instagram',
      address: { line1: '1 High St', city: 'Bath', postalCode: 'BA1 1AA' },
      notes: 'Likes film.\nCall after 6.',
    });
    expect(anna).toMatchObject({
      kind: 'person',
      displayName: 'Anna Smith',
      contacts: [{ firstName: 'Anna', lastName: 'Smith', email: 'anna@example.com', phone: null }],
      tags: ['VIP', 'Wedding'],
      leadSource: 'Instagram',
      address: { line1: '1 High St', city: 'Bath', postalCode: 'BA1 1AA' },
      openBalanceCents: 0,
      archivedAt: null,
      mergedIntoId: null,
    });
    const couple = await createdClient(api, owner.auth, {
      kind: 'couple',
      contacts: [
        { firstName: 'Anna', lastName: 'Smith' },
        { firstName: 'Ben', lastName: 'Jones' },
      ],
    });
    expect(couple.displayName).toBe('Anna Smith & Ben Jones');
    const org = await createdClient(api, owner.auth, {
      kind: 'organisation',
      organisationName: 'Acme Ltd',
      contacts: [{ firstName: 'Cara', lastName: 'Lee' }],
    });
    expect(org.displayName).toBe('Acme Ltd');

    const got = await api.get(one(R.getClient.path, anna.id), { as: owner.auth });
    expect(got.json().data).toEqual(anna);
    const activity = await api.get(one(R.listClientActivity.path, anna.id), { as: owner.auth });
    expect(activity.json().data.rows).toMatchObject([{ action: 'created' }]);
  });

  it("refuses a client the kind's rule does not name, bad emails and too many tags", async ({ api }) => {
    const owner = await api.signedInOwner();
    const refused = async (body: unknown, field: string) => {
      const res = await api.post(R.createClient.path, body, { as: owner.auth });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().data.fields)).toContain(field);
    };
    await refused(person('  ', ''), 'contacts.0.firstName');
    await refused({ kind: 'couple', contacts: [{ firstName: 'Anna', lastName: '' }] }, 'contacts');
    await refused({ kind: 'organisation', organisationName: '  ', contacts: [] }, 'organisationName');
    await refused(person('Anna', 'Smith', 'not-an-email'), 'contacts.0.email');
    await refused(
      { ...person('Anna', 'Smith'), tags: Array.from({ length: 51 }, (_, i) => `t${i}`) },
      'tags',
    );
    await refused({ ...person('Anna', 'Smith'), tags: ['x'.repeat(41)] }, 'tags.0');
    await refused(
      { ...person('Anna', 'Smith'), customFields: { '0b6c1a3e-7a2f-4c1d-9a55-3b1e2f4a5c6d': 'x' } },
      'customFields.0b6c1a3e-7a2f-4c1d-9a55-3b1e2f4a5c6d',
    );
  });

  it("checks custom field values against the company's fields, and a save merges them", async ({ api }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const [guests, colour] = await api.deps.db
      .insert(customFields)
      .values([
        { companyId, entity: 'client', label: 'Guests', type: 'number', position: 0 },
        { companyId, entity: 'client', label: 'Partner', type: 'text', position: 1 },
      ])
      .returning();
    const bad = await api.post(
      R.createClient.path,
      { ...person('Anna', 'Smith'), customFields: { [guests!.id]: 'many' } },
      { as: owner.auth },
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(Object.keys(bad.json().data.fields)).toEqual([`customFields.${guests!.id}`]);
    const anna = await createdClient(api, owner.auth, {
      ...person('Anna', 'Smith'),
      customFields: { [guests!.id]: '120', [colour!.id]: 'Ben' },
    });
    const saved = await api.put(
      one(R.updateClient.path, anna.id),
      { updatedAt: anna.updatedAt, customFields: { [guests!.id]: '' } },
      { as: owner.auth },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.customFields).toEqual({ [colour!.id]: 'Ben' });
  });

  it('saves only the fields sent, at the version loaded, and refuses a stale save', async ({ api }) => {
    const owner = await api.signedInOwner();
    const anna = await createdClient(api, owner.auth, { ...person('Anna', 'Smith'), notes: 'Keep me' });
    const saved = await api.put(
      one(R.updateClient.path, anna.id),
      {
        updatedAt: anna.updatedAt,
        kind: 'couple',
        contacts: [...anna.contacts, { firstName: 'Ben', lastName: 'Smith' }],
      },
      { as: owner.auth },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ displayName: 'Anna & Ben Smith', notes: 'Keep me' });

    const stale = await api.put(
      one(R.updateClient.path, anna.id),
      { updatedAt: anna.updatedAt, notes: 'Old tab' },
      { as: owner.auth },
    );
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().errorCode).toBe('StaleVersion');

    // The merged result must still name the client: a couple cannot lose its second contact.
    const unnamed = await api.put(
      one(R.updateClient.path, anna.id),
      { updatedAt: saved.json().data.updatedAt, contacts: [anna.contacts[0]] },
      { as: owner.auth },
    );
    expect(unnamed.statusCode, unnamed.body).toBe(400);
  });

  it('archives and brings back; deletes only a client nothing refers to', async ({ api }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const anna = await createdClient(api, owner.auth, person('Anna', 'Smith'));
    const archived = await api.post(one(R.archiveClient.path, anna.id), undefined, { as: owner.auth });
    expect(archived.json().data.archivedAt).not.toBeNull();
    const back = await api.post(one(R.unarchiveClient.path, anna.id), undefined, { as: owner.auth });
    expect(back.json().data.archivedAt).toBeNull();

    await insertJobWithClients(api, { companyId, stage: 'lead', name: 'Smith wedding' }, [anna.id]);
    const inUse = await api.delete(one(R.deleteClient.path, anna.id), { as: owner.auth });
    expect(inUse.statusCode, inUse.body).toBe(409);
    expect(inUse.json()).toMatchObject({
      errorCode: 'Conflict',
      errorMessage: expect.stringContaining('Archive it instead'),
    });

    const ben = await createdClient(api, owner.auth, person('Ben', 'Jones'));
    expect((await api.delete(one(R.deleteClient.path, ben.id), { as: owner.auth })).statusCode).toBe(200);
    expect((await api.get(one(R.getClient.path, ben.id), { as: owner.auth })).statusCode).toBe(404);
    const left = await api.deps.db.select().from(activity).where(eq(activity.subjectId, ben.id));
    expect(left).toEqual([]);
  });

  it("never shows or changes another company's client", async ({ api }) => {
    const owner = await api.signedInOwner();
    const other = await api.signedInOwner();
    const anna = await createdClient(api, owner.auth, person('Anna', 'Smith'));
    expect((await api.get(one(R.getClient.path, anna.id), { as: other.auth })).statusCode).toBe(404);
    const put = await api.put(
      one(R.updateClient.path, anna.id),
      { updatedAt: anna.updatedAt, notes: 'x' },
      { as: other.auth },
    );
    expect(put.statusCode).toBe(404);
    expect((await api.delete(one(R.deleteClient.path, anna.id), { as: other.auth })).statusCode).toBe(404);
    expect(
      (await api.post(one(R.archiveClient.path, anna.id), undefined, { as: other.auth })).statusCode,
    ).toBe(404);
  });
});
