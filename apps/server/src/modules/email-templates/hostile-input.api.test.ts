import { ApiRoutes as R, EMAIL_TEMPLATE_BODY_MAX, type EmailTemplate } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { loopWatch } from '../../test/loop-watch.ts';
import { uniqueEmail } from '../../test/factories.ts';

/**
 * Issue 29 §1: `<p>{{` with 2,500 spaces and `x</p>` sent to validate took 28 s, and the whole
 * server, /healthz too, waited meanwhile. Each route that reads a template's texts gets the worst
 * bodies we know of at the body limit (for the merge-field pattern, the HTML sanitizer and the text
 * read out of a sent mail); `loopWatch` checks each is answered in a bound and the loop never held.
 */
const n = EMAIL_TEMPLATE_BODY_MAX;
const WORST: Record<string, string> = {
  'spaces after {{': `<p>{{${' '.repeat(n - 10)}x</p>`,
  'line breaks after {{': `<p>{{${'\n'.repeat(n - 10)}x</p>`,
  'only {{': '{{'.repeat(n / 2),
  '{{ and a space': '{{ '.repeat(n / 3),
  'unknown merge fields': Array.from({ length: n / 12 }, (_, i) => `{{ f${i} }}`).join(''),
  'link merge fields (about 4.5 times longer once rendered)': '{{questionnaire_link}}'.repeat(n / 22),
  'nested tags': '<b>'.repeat(n / 3),
  'lone <': '<'.repeat(n),
  'anchors that never close': '<a href="https://x.test/">x'.repeat(n / 28),
  'spaces, then a letter': `<p>${' '.repeat(n - 8)}x</p>`,
};
const SUBJECT = 'Hi {{client_first_name}}';

describe('the template routes on the worst bodies at the limit', () => {
  it('validate answers each in a bound, and /healthz never waits', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    await api.post(R.validateEmailTemplate.path, { subject: 's', body: '<p>warm</p>' }, { as: auth });
    const watch = loopWatch(api);
    for (const [shape, body] of Object.entries(WORST)) {
      const res = await watch.request(`validate, ${shape}`, () =>
        api.post(R.validateEmailTemplate.path, { subject: SUBJECT, body }, { as: auth }),
      );
      expect(res.statusCode, `validate, ${shape}: ${res.body.slice(0, 300)}`).toBe(200);
    }
    watch.expectNoWait();
  });

  it('create and update answer each in a bound (saved or refused), and /healthz never waits', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const first = await api.post(
      R.createEmailTemplate.path,
      { name: 'Base', subject: SUBJECT, body: '<p>x</p>' },
      { as: auth },
    );
    expect(first.statusCode, first.body).toBe(200);
    let template = first.json().data as EmailTemplate;
    const watch = loopWatch(api);
    for (const [i, [shape, body]] of Object.entries(WORST).entries()) {
      const status = shape === 'unknown merge fields' ? 400 : 200;
      const create = await watch.request(`create, ${shape}`, () =>
        api.post(R.createEmailTemplate.path, { name: `Hostile ${i}`, subject: SUBJECT, body }, { as: auth }),
      );
      expect(create.statusCode, `create, ${shape}: ${create.body.slice(0, 300)}`).toBe(status);
      const update = await watch.request(`update, ${shape}`, () =>
        api.post(
          R.updateEmailTemplate.path,
          { id: template.id, updatedAt: template.updatedAt, name: 'Base', subject: SUBJECT, body },
          { as: auth },
        ),
      );
      expect(update.statusCode, `update, ${shape}: ${update.body.slice(0, 300)}`).toBe(status);
      if (status === 200) template = update.json().data as EmailTemplate;
    }
    watch.expectNoWait();
  });

  it('preview (texts or a saved template) and send answer each in a bound, and /healthz never waits', async ({
    api,
  }) => {
    const { auth } = await api.signedInOwner();
    const watch = loopWatch(api);
    for (const [i, [shape, body]] of Object.entries(WORST).entries()) {
      const texts = await watch.request(`preview, ${shape}`, () =>
        api.post(R.previewEmailTemplate.path, { subject: SUBJECT, body }, { as: auth }),
      );
      expect(texts.statusCode, `preview, ${shape}: ${texts.body.slice(0, 300)}`).toBe(200);
      if (shape === 'unknown merge fields') continue;
      const saved = await api.post(
        R.createEmailTemplate.path,
        { name: `Saved ${i}`, subject: SUBJECT, body },
        { as: auth },
      );
      expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
      const id = (saved.json().data as EmailTemplate).id;
      const preview = await watch.request(`preview saved, ${shape}`, () =>
        api.post(R.previewEmailTemplate.path, { id }, { as: auth }),
      );
      expect(preview.statusCode, `preview saved, ${shape}: ${preview.body.slice(0, 300)}`).toBe(200);
      const send = await watch.request(`send, ${shape}`, () =>
        api.post(
          R.sendEmailTemplate.path,
          { id, to: uniqueEmail('client'), idempotencyKey: `hostile-${i}` },
          { as: auth },
        ),
      );
      expect(send.statusCode, `send, ${shape}: ${send.body.slice(0, 300)}`).toBe(200);
    }
    watch.expectNoWait();
  });

  it('preview refuses texts longer than a save keeps, as a save does', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const res = await api.post(
      R.previewEmailTemplate.path,
      { subject: SUBJECT, body: '<b>'.repeat(n / 3 + 1) },
      { as: auth },
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { body: `Body must be at most ${n} characters` } },
    });
  });
});
