import { ApiRoutes as R, fillPath, type QuoteTemplate } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { studio } from '../../test/job-factories.ts';

const url = (path: string, id: string) => fillPath(path, { id });
const fixed = { kind: 'fixed', title: 'Elopement', lines: [{ name: 'Two hours', quantityThousandths: 1000, unitPriceMinor: 90000 }] };
const pick = { kind: 'pick-and-choose', title: 'Collections', packages: [{ name: 'Silver', priceMinor: 200000 }] };

describe('quote templates', () => {
  it('keeps named templates of either kind, lists them by name, edits on the version loaded, deletes', async ({ api }) => {
    const { auth } = await studio(api);
    const save = async (body: object) => {
      const res = await api.post(R.createQuoteTemplate.path, body, { as: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as QuoteTemplate;
    };
    const elopement = await save({ name: 'Elopement', content: fixed });
    await save({ name: 'Wedding collections', content: pick });
    const list = (await api.get(R.listQuoteTemplates.path, { as: auth })).json().data.rows;
    expect(list.map((t: QuoteTemplate) => [t.name, t.kind])).toEqual([
      ['Elopement', 'fixed'],
      ['Wedding collections', 'pick-and-choose'],
    ]);

    const taken = await api.post(R.createQuoteTemplate.path, { name: 'ELOPEMENT', content: fixed }, { as: auth });
    expect([taken.statusCode, Object.keys(taken.json().data.fields)]).toEqual([409, ['name']]);

    const renamed = await api.put(
      url(R.updateQuoteTemplate.path, elopement.id),
      { updatedAt: elopement.updatedAt, name: 'Elopement, half day', content: { ...fixed, title: 'Half day' } },
      { as: auth },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Elopement, half day', content: { title: 'Half day' } });
    const stale = await api.put(
      url(R.updateQuoteTemplate.path, elopement.id),
      { updatedAt: elopement.updatedAt, name: 'Lost', content: fixed },
      { as: auth },
    );
    expect(stale.json().errorCode).toBe('StaleVersion');
    const kind = await api.put(
      url(R.updateQuoteTemplate.path, elopement.id),
      { updatedAt: renamed.json().data.updatedAt, name: 'x', content: pick },
      { as: auth },
    );
    expect(Object.keys(kind.json().data.fields)).toEqual(['content.kind']);

    expect((await api.delete(url(R.deleteQuoteTemplate.path, elopement.id), { as: auth })).statusCode).toBe(200);
    expect((await api.get(url(R.getQuoteTemplate.path, elopement.id), { as: auth })).statusCode).toBe(404);

    const other = await studio(api);
    const theirs = await api.get(url(R.getQuoteTemplate.path, list[1].id), { as: other.auth });
    expect(theirs.statusCode).toBe(404);
  });
});
