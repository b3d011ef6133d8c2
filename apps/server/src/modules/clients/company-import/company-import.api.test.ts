import { ApiRoutes as R, CompanyPaths, type ClientPage } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { customFields } from '../../../db/schema.ts';
import { it } from '../../../test/api-test.ts';
import { bearer, currentCompanyId, finishedBanner, onPlan, uniqueEmail } from '../../../test/factories.ts';
import { createdClient, person } from '../test-clients.ts';

it.override('appOptions', { workers: true });

describe('clients in the company import', () => {
  it('copies the clients after the custom fields, their values following the fields copied', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    await onPlan(api, owner.form.email, 'MASTER');
    const sourceId = await currentCompanyId(api, owner.auth);
    const [field] = await api.deps.db
      .insert(customFields)
      .values({ companyId: sourceId, entity: 'client', label: 'Partner', type: 'text', position: 0 })
      .returning();
    const anna = await createdClient(api, owner.auth, {
      ...person('Anna', 'Smith', 'anna@example.com'),
      tags: ['VIP'],
      customFields: { [field!.id]: 'Ben' },
    });
    const merged = await createdClient(api, owner.auth, person('Anna', 'Smyth'));
    await api.post(
      R.mergeClients.path.replace(':clientId', anna.id),
      { otherClientId: merged.id },
      { as: owner.auth },
    );

    const created = await api.post(
      CompanyPaths.create,
      {
        name: 'Second Brand',
        email: uniqueEmail('brand'),
        toImportData: { sourceCompanyId: sourceId, types: ['CUSTOM_FIELDS', 'CLIENTS'] },
      },
      { as: owner.auth },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { taskId, tokens } = created.json().data as { taskId: string; tokens: { access_token: string } };
    const target = bearer(tokens);
    const banner = await finishedBanner(api, target, taskId);
    expect(banner.state).toBe('COMPLETED');
    expect(banner.tasksPopup!.items.map((i) => i.name.text)).toContain('Clients: 1 copied');

    const list = await api.get(`${R.listClients.path}?archived=include`, { as: target });
    const rows = (list.json().data as ClientPage).rows;
    expect(rows.map((r) => r.displayName)).toEqual(['Anna Smith']);
    expect(rows[0]!.id).not.toBe(anna.id);
    const copy = (await api.get(R.getClient.path.replace(':clientId', rows[0]!.id), { as: target })).json()
      .data;
    const fieldIds = Object.keys(copy.customFields);
    expect(fieldIds).toHaveLength(1);
    expect(fieldIds[0]).not.toBe(field!.id);
    expect(Object.values(copy.customFields)).toEqual(['Ben']);
    expect(copy).toMatchObject({ tags: ['VIP'], contacts: [{ email: 'anna@example.com' }] });
  });
});
