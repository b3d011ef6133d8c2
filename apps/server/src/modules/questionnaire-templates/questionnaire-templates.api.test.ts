import { ApiRoutes as R, fillPath, type QuestionnaireTemplate } from '@focal/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { studio } from '../../test/job-factories.ts';

const url = (path: string, id: string) => fillPath(path, { id });
const question = (kind: string, label: string, more: object = {}) => ({
  id: randomUUID(),
  kind,
  label,
  ...more,
});
const weddingDay = {
  id: randomUUID(),
  title: 'The day',
  questions: [
    question('date', 'Wedding date', { required: true, fills: 'job.mainDate' }),
    question('address', 'Venue', { help: 'Where the ceremony is.\nAnd the party.', fills: 'job.location' }),
    question('single-choice', 'Style', { options: ['Classic', 'Candid'] }),
  ],
};
const about = {
  id: randomUUID(),
  title: 'About you',
  help: 'So we know you.',
  questions: [question('phone', 'Phone')],
};

describe('questionnaire templates', () => {
  it('creates, lists, edits on the version loaded, duplicates and deletes, in one company alone', async ({
    api,
  }) => {
    const { auth } = await studio(api);
    const list = async (as = auth) =>
      (await api.get(R.listQuestionnaireTemplates.path, { as })).json().data.rows;
    expect(await list()).toEqual([]);

    const created = await api.post(
      R.createQuestionnaireTemplate.path,
      { name: 'Wedding', description: '', sections: [weddingDay, about] },
      { as: auth },
    );
    expect(created.statusCode, created.body).toBe(200);
    const wedding = created.json().data as QuestionnaireTemplate;
    expect(wedding).toMatchObject({ name: 'Wedding', description: null, sectionCount: 2, questionCount: 4 });
    // Defaults filled in: no help, not required, no options, fills nothing.
    expect(wedding.sections[1]!.questions[0]).toEqual({
      ...about.questions[0],
      help: null,
      required: false,
      options: [],
      fills: null,
    });
    expect(wedding.sections[0]!.questions[2]!.options).toEqual(['Classic', 'Candid']);
    expect(await list()).toEqual([
      expect.objectContaining({ id: wedding.id, name: 'Wedding', sectionCount: 2, questionCount: 4 }),
    ]);

    const taken = await api.post(
      R.createQuestionnaireTemplate.path,
      { name: ' WEDDING ', sections: [about] },
      { as: auth },
    );
    expect([taken.statusCode, taken.json().errorCode, Object.keys(taken.json().data.fields)]).toEqual([
      409,
      'AlreadyExists',
      ['name'],
    ]);

    const put = (body: object) =>
      api.put(url(R.updateQuestionnaireTemplate.path, wedding.id), body, { as: auth });
    const edited = await put({
      updatedAt: wedding.updatedAt,
      name: 'Wedding 2027',
      sections: [about, weddingDay],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.sections.map((s: { title: string }) => s.title)).toEqual([
      'About you',
      'The day',
    ]);
    const stale = await put({ updatedAt: wedding.updatedAt, name: 'Lost', sections: [about] });
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'StaleVersion']);
    const got = await api.get(url(R.getQuestionnaireTemplate.path, wedding.id), { as: auth });
    expect(got.json().data).toEqual(edited.json().data);

    const copy = async () => {
      const res = await api.post(url(R.duplicateQuestionnaireTemplate.path, wedding.id), {}, { as: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as QuestionnaireTemplate;
    };
    const first = await copy();
    expect(first).toMatchObject({ name: 'Wedding 2027 (copy)', sections: edited.json().data.sections });
    expect(first.id).not.toBe(wedding.id);
    expect((await copy()).name).toBe('Wedding 2027 (copy 2)');

    const other = await studio(api);
    for (const res of [
      await api.get(url(R.getQuestionnaireTemplate.path, wedding.id), { as: other.auth }),
      await api.put(
        url(R.updateQuestionnaireTemplate.path, wedding.id),
        { updatedAt: edited.json().data.updatedAt, name: 'Stolen', sections: [about] },
        { as: other.auth },
      ),
      await api.post(url(R.duplicateQuestionnaireTemplate.path, wedding.id), {}, { as: other.auth }),
      await api.delete(url(R.deleteQuestionnaireTemplate.path, wedding.id), { as: other.auth }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect(await list(other.auth)).toEqual([]);

    const del = () => api.delete(url(R.deleteQuestionnaireTemplate.path, wedding.id), { as: auth });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
    expect((await list()).map((t: QuestionnaireTemplate) => t.name)).toEqual([
      'Wedding 2027 (copy 2)',
      'Wedding 2027 (copy)',
    ]);
  });

  it('refuses a question it cannot keep, naming its path', async ({ api }) => {
    const { auth } = await studio(api);
    const refused = async (questions: object[]) => {
      const res = await api.post(
        R.createQuestionnaireTemplate.path,
        { name: 'Bad', sections: [about, { ...weddingDay, questions }] },
        { as: auth },
      );
      expect([res.statusCode, res.json().errorCode], res.body).toEqual([400, 'ValidationFailed']);
      return res.json().data.fields as Record<string, string>;
    };
    const ok = question('short-text', 'Name');
    expect(await refused([ok, ok, question('dropdown', 'Pick')])).toEqual({
      'sections.1.questions.1.id': 'Each section and question has its own id.',
      'sections.1.questions.2.options': 'Add at least one option.',
    });
    expect(await refused([question('multiple-choice', 'Pick', { options: ['A', ' a '] })])).toEqual({
      'sections.1.questions.0.options.1': 'Each option appears once.',
    });
    expect(await refused([question('email', 'Mail', { options: ['A'] })])).toEqual({
      'sections.1.questions.0.options': 'Only choice questions have options.',
    });
    expect(await refused([question('short-text', 'When', { fills: 'job.mainDate' })])).toEqual({
      'sections.1.questions.0.fills': 'This answer cannot fill that field: choose another field or none.',
    });
    expect(Object.keys(await refused([question('dropdown', 'x'.repeat(501), { options: ['A'] })]))).toEqual([
      'sections.1.questions.0.label',
    ]);
    const many = Array.from({ length: 101 }, (_, i) => question('number', `Q${i}`));
    const tooMany = await api.post(
      R.createQuestionnaireTemplate.path,
      {
        name: 'Long',
        sections: [
          { ...about, questions: many },
          { ...weddingDay, questions: many.map((q) => ({ ...q, id: randomUUID() })) },
        ],
      },
      { as: auth },
    );
    expect(tooMany.json().data.fields).toEqual({
      sections: 'A questionnaire holds at most 200 questions in all.',
    });
    expect((await api.get(R.listQuestionnaireTemplates.path, { as: auth })).json().data.rows).toEqual([]);
  });
});
