import { ApiRoutes as R, fillPath, SCHEDULE_TEMPLATES_MAX, type ScheduleTemplate } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { studio } from '../../test/job-factories.ts';
import { insertTemplate } from './repo.ts';

const url = (path: string, id: string) => fillPath(path, { id });
const balance = (due: object = { kind: 'on-acceptance' }) => ({ amount: { kind: 'balance' }, due });
/** "50% to book, balance 14 days before the wedding" */
const halfNow = {
  instalments: [
    { amount: { kind: 'percent', basisPoints: 5000 }, due: { kind: 'on-acceptance' }, label: 'Retainer' },
    balance({ kind: 'relative', amount: 14, unit: 'days', direction: 'before', anchor: 'main-date' }),
  ],
};
const inFull = { instalments: [balance()] };

describe('payment schedule templates', () => {
  it('starts empty, keeps named rules by name, edits on the version loaded, refuses a name taken, deletes', async ({
    api,
  }) => {
    const { auth } = await studio(api);
    const list = async () => (await api.get(R.listScheduleTemplates.path, { as: auth })).json().data.rows;
    // Nothing is seeded: the editors' built-in presets are not templates.
    expect(await list()).toEqual([]);

    const save = async (body: object) => {
      const res = await api.post(R.createScheduleTemplate.path, body, { as: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ScheduleTemplate;
    };
    const wedding = await save({ name: 'Wedding: 50% to book', rule: halfNow });
    await save({ name: 'Pay in full', rule: inFull });
    const rows = (await list()) as ScheduleTemplate[];
    expect(rows.map((t) => t.name)).toEqual(['Pay in full', 'Wedding: 50% to book']);
    expect(rows[1]!.rule).toEqual(halfNow);

    const taken = await api.post(
      R.createScheduleTemplate.path,
      { name: ' PAY IN FULL ', rule: inFull },
      { as: auth },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'AlreadyExists',
      data: {
        fields: {
          name: 'A payment schedule template named "PAY IN FULL" already exists. Choose another name.',
        },
      },
    });

    const edited = await api.put(
      url(R.updateScheduleTemplate.path, wedding.id),
      {
        updatedAt: wedding.updatedAt,
        name: 'Wedding: 30% to book',
        rule: { instalments: [halfNow.instalments[0], inFull.instalments[0]] },
      },
      { as: auth },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Wedding: 30% to book',
      rule: { instalments: [{}, balance()] },
    });
    expect(edited.json().data.updatedAt).not.toBe(wedding.updatedAt);

    // A save on the version loaded before that edit is refused, and changes nothing.
    const stale = await api.put(
      url(R.updateScheduleTemplate.path, wedding.id),
      { updatedAt: wedding.updatedAt, name: 'Lost', rule: inFull },
      { as: auth },
    );
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'StaleVersion']);
    const onServer = await api.get(url(R.getScheduleTemplate.path, wedding.id), { as: auth });
    expect(onServer.json().data.name).toBe('Wedding: 30% to book');

    const renamedOnto = await api.put(
      url(R.updateScheduleTemplate.path, wedding.id),
      { updatedAt: edited.json().data.updatedAt, name: 'pay in full', rule: inFull },
      { as: auth },
    );
    expect([renamedOnto.statusCode, Object.keys(renamedOnto.json().data.fields)]).toEqual([409, ['name']]);

    const other = await studio(api);
    expect((await api.get(url(R.getScheduleTemplate.path, wedding.id), { as: other.auth })).statusCode).toBe(
      404,
    );
    expect((await api.get(R.listScheduleTemplates.path, { as: other.auth })).json().data.rows).toEqual([]);

    expect((await api.delete(url(R.deleteScheduleTemplate.path, wedding.id), { as: auth })).statusCode).toBe(
      200,
    );
    expect((await api.get(url(R.getScheduleTemplate.path, wedding.id), { as: auth })).statusCode).toBe(404);
    expect((await api.delete(url(R.deleteScheduleTemplate.path, wedding.id), { as: auth })).statusCode).toBe(
      404,
    );
    expect((await list()).map((t: ScheduleTemplate) => t.name)).toEqual(['Pay in full']);
  });

  it('refuses a rule the schedule arithmetic cannot keep, on its field', async ({ api }) => {
    const { auth } = await studio(api);
    const refused = async (rule: unknown, name = 'Bad') => {
      const res = await api.post(R.createScheduleTemplate.path, { name, rule }, { as: auth });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorCode).toBe('ValidationFailed');
      return res.json().data.fields as Record<string, string>;
    };
    expect(await refused({ instalments: [halfNow.instalments[0]] })).toEqual({
      'rule.instalments.0.amount': 'The last instalment must be the remaining balance.',
    });
    const pct = (basisPoints: number) => ({
      amount: { kind: 'percent', basisPoints },
      due: { kind: 'on-acceptance' },
    });
    expect(await refused({ instalments: [pct(6000), pct(5000), balance()] })).toEqual({
      'rule.instalments': 'The percentages add up to more than 100%.',
    });
    expect(await refused({ instalments: [] })).toEqual({
      'rule.instalments': 'Add at least one instalment.',
    });
    expect(
      await refused({
        instalments: [
          balance({ kind: 'relative', amount: 900, unit: 'days', direction: 'before', anchor: 'main-date' }),
        ],
      }),
    ).toEqual({ 'rule.instalments.0.due.amount': 'Use at most 730 days.' });
    expect(Object.keys(await refused(inFull, '   '))).toEqual(['name']);
    expect((await api.get(R.listScheduleTemplates.path, { as: auth })).json().data.rows).toEqual([]);
  });

  it(`keeps at most ${SCHEDULE_TEMPLATES_MAX} templates a company`, async ({ api }) => {
    const { auth, companyId } = await studio(api);
    for (let i = 1; i < SCHEDULE_TEMPLATES_MAX; i++)
      await insertTemplate(api.deps.db, companyId, {
        name: `Template ${i}`,
        rule: inFull as ScheduleTemplate['rule'],
      });
    const last = await api.post(
      R.createScheduleTemplate.path,
      { name: 'The fiftieth', rule: inFull },
      { as: auth },
    );
    expect(last.statusCode, last.body).toBe(200);
    const over = await api.post(
      R.createScheduleTemplate.path,
      { name: 'One more', rule: inFull },
      { as: auth },
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().data.fields).toEqual({
      name: `A company keeps at most ${SCHEDULE_TEMPLATES_MAX} payment schedule templates: delete one you no longer use.`,
    });
    await api.delete(url(R.deleteScheduleTemplate.path, last.json().data.id), { as: auth });
    const again = await api.post(
      R.createScheduleTemplate.path,
      { name: 'One more', rule: inFull },
      { as: auth },
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});
