import {
  ApiRoutes as R,
  fillPath,
  PORTAL_PREVIEW_CLIENT_HEADER,
  PORTAL_PREVIEW_HEADER,
  type Questionnaire,
  type QuestionnaireTemplate,
} from '@focal/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { activity, clients, jobSessions, jobs } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { onPlan, secondCompanyBehind } from '../../test/factories.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';
import { loopbackMail, PRIVATE_SMTP_HOSTS } from '../../test/loopback-mail.ts';
import { portalLinkIn } from '../../test/portal-links.ts';
import { questionnaireMergeFields } from './merge-fields.ts';

const smtp = loopbackMail(PRIVATE_SMTP_HOSTS);

const ids = {
  day: randomUUID(),
  venue: randomUUID(),
  phone: randomUUID(),
  style: randomUUID(),
  notes: randomUUID(),
  invite: randomUUID(),
};
const sections = [
  {
    id: randomUUID(),
    title: 'The day',
    questions: [
      { id: ids.day, kind: 'date', label: 'Wedding date', required: true, fills: 'job.mainDate' },
      { id: ids.venue, kind: 'address', label: 'Venue', required: true, fills: 'job.location' },
      {
        id: ids.style,
        kind: 'single-choice',
        label: 'Style',
        required: true,
        options: ['Classic', 'Candid'],
      },
    ],
  },
  {
    id: randomUUID(),
    title: 'About you',
    questions: [
      { id: ids.phone, kind: 'phone', label: 'Your phone', fills: 'client.phone' },
      { id: ids.notes, kind: 'long-text', label: 'Anything else?', help: 'Tell us.' },
      { id: ids.invite, kind: 'file', label: 'Your invitation' },
    ],
  },
];
const venue = { line1: 'Rosewood Gardens', city: 'Portland', country: 'USA' };

const at = (path: string, params: Record<string, string>) => fillPath(path, params);
const mailsTo = (to: string) => smtp.received.filter((m) => JSON.stringify(m.to).toLowerCase().includes(to));
async function nextMailTo(to: string, after: number) {
  const deadline = Date.now() + 15_000;
  while (mailsTo(to).length <= after) {
    if (Date.now() > deadline) throw new Error(`no new mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return mailsTo(to)[after]!;
}
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!;

/** A studio, a lead with a session and a client, a template, and the questionnaire mailed to that client. */
async function sentQuestionnaire(api: Api, first: string) {
  const s = await studio(api);
  const clientId = await client(api, s.companyId, first, 'Quinn');
  const lead = await createRecord(api, s.auth, {
    clientIds: [clientId],
    sessions: [{ name: 'Wedding', startsAt: '2027-06-14T15:00:00Z', endsAt: '2027-06-14T23:00:00Z' }],
  });
  const template = (
    await api.post(
      R.createQuestionnaireTemplate.path,
      { name: 'Wedding questionnaire', sections },
      { as: s.auth },
    )
  ).json().data as QuestionnaireTemplate;
  const email = `${first}.quinn@example.com`.toLowerCase();
  const before = mailsTo(email).length;
  const created = await api.post(
    at(R.createQuestionnaire.path, { id: lead.id }),
    { templateId: template.id, clientId },
    { as: s.auth },
  );
  expect(created.statusCode, created.body).toBe(200);
  const mail = await nextMailTo(email, before);
  return {
    ...s,
    clientId,
    lead,
    template,
    email,
    mail,
    q: created.json().data as Questionnaire & { mailedTo: string },
  };
}

async function openedPortal(api: Api, companyId: string, token: string) {
  return api.post(at(R.openPortalLink.path, { companyId }), { token });
}

describe('questionnaires', () => {
  it('are mailed with a link that opens them once, saved as the client types, submitted once, fill the record and reopen', async ({
    api,
  }) => {
    const s = await sentQuestionnaire(api, 'Maya');
    expect(s.q).toMatchObject({
      status: 'sent',
      name: 'Wedding questionnaire',
      mailedTo: s.email,
      questionCount: 6,
    });
    expect(s.mail.subject).toContain('Smith wedding');
    expect(s.mail.html).toContain('Wedding questionnaire');

    // The sections are a copy: the template edited afterwards changes nothing sent.
    await api.put(
      at(R.updateQuestionnaireTemplate.path, { id: s.template.id }),
      { updatedAt: s.template.updatedAt, name: 'Renamed', sections: [sections[1]] },
      { as: s.auth },
    );
    const studioView = await api.get(at(R.getQuestionnaire.path, { id: s.q.id }), { as: s.auth });
    expect(studioView.json().data.sections).toHaveLength(2);

    const { companyId, token } = portalLinkIn(s.mail.html);
    const open = await openedPortal(api, companyId, token);
    expect(open.json().data.target).toEqual({ kind: 'questionnaire', id: s.q.id });
    const cookie = cookieOf(open);
    const again = await openedPortal(api, companyId, token);
    expect([again.statusCode, again.json().errorCode]).toEqual([410, 'PortalLinkGone']);

    const as = { headers: { cookie } };
    const portal = (path: string) => at(path, { companyId, id: s.q.id });
    const list = await api.get(at(R.listPortalQuestionnaires.path, { companyId }), as);
    expect(list.json().data.rows).toMatchObject([{ id: s.q.id, status: 'sent', answeredCount: 0 }]);
    const save = (answers: object) => api.put(portal(R.savePortalQuestionnaireAnswers.path), { answers }, as);
    const submit = (version: number) => api.post(portal(R.submitPortalQuestionnaire.path), { version }, as);

    const first = await save({ [ids.day]: '2027-06-14', [ids.notes]: 'Dog attending' });
    expect(first.json().data).toMatchObject({ status: 'in_progress', version: 1, answeredCount: 2 });
    const wrong = await save({ [ids.style]: 'Moody', [ids.day]: '2027-02-30' });
    expect([wrong.statusCode, Object.keys(wrong.json().data.fields).sort()]).toEqual([
      400,
      [`answers.${ids.day}`, `answers.${ids.style}`].sort(),
    ]);
    const unknown = await save({ [randomUUID()]: 'x' });
    expect(unknown.statusCode).toBe(400);

    // Required questions are checked on submit, each by its path.
    const early = await submit(1);
    expect([early.statusCode, early.json().errorCode, Object.keys(early.json().data.fields).sort()]).toEqual([
      400,
      'ValidationFailed',
      [`answers.${ids.venue}`, `answers.${ids.style}`].sort(),
    ]);
    const rest = await save({
      [ids.venue]: venue,
      [ids.style]: 'Candid',
      [ids.phone]: '+1 503 555 0199',
      [ids.notes]: null,
    });
    expect(rest.json().data).toMatchObject({ version: 2, answeredCount: 4 });
    expect([(await submit(1)).json().errorCode]).toEqual(['StaleVersion']);
    const done = await submit(2);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('submitted');

    // The answers filled the record and the client, and the record's activity says so.
    const [job] = await api.deps.db.select().from(jobs).where(eq(jobs.id, s.lead.id));
    expect(job!.mainDate).toBe('2027-06-14');
    const [session] = await api.deps.db.select().from(jobSessions).where(eq(jobSessions.jobId, s.lead.id));
    expect(session!.location).toBe('Rosewood Gardens, Portland, USA');
    expect(session!.address).toMatchObject({ line1: 'Rosewood Gardens', city: 'Portland' });
    const [person] = await api.deps.db.select().from(clients).where(eq(clients.id, s.clientId));
    expect(person!.contacts[0]!.phone).toBe('+1 503 555 0199');
    const entries = await api.deps.db
      .select()
      .from(activity)
      .where(and(eq(activity.subjectId, s.lead.id), eq(activity.action, 'questionnaire_submitted')));
    expect(entries[0]!.details).toMatchObject({ filled: ['job.mainDate', 'job.location', 'client.phone'] });

    // Merge fields for other modules' documents.
    const merge = await questionnaireMergeFields(api.deps.db, s.companyId, s.lead.id);
    expect(merge.values[`questionnaire_answer_${ids.day}`]).toBe('June 14, 2027');
    expect(merge.values[`questionnaire_answer_${ids.venue}`]).toBe('Rosewood Gardens, Portland, USA');

    // Read-only once submitted; the studio can't delete it, but reopens it.
    expect((await save({ [ids.notes]: 'late' })).statusCode).toBe(409);
    expect(
      (await api.delete(at(R.deleteQuestionnaire.path, { id: s.q.id }), { as: s.auth })).statusCode,
    ).toBe(409);
    const reopened = await api.post(at(R.reopenQuestionnaire.path, { id: s.q.id }), {}, { as: s.auth });
    expect(reopened.json().data).toMatchObject({ status: 'in_progress', submittedAt: null });
    expect(reopened.json().data.reopenedAt).not.toBeNull();
    expect((await save({ [ids.notes]: 'late' })).json().data.version).toBe(3);
    expect((await submit(3)).json().data.status).toBe('submitted');
  });

  it('lists per record; a draft is sent, reminded at most hourly, and deleted while not submitted', async ({
    api,
  }) => {
    const s = await sentQuestionnaire(api, 'Noor');
    const draft = await api.post(
      at(R.createQuestionnaire.path, { id: s.lead.id }),
      { templateId: s.template.id, clientId: s.clientId, send: false },
      { as: s.auth },
    );
    expect(draft.json().data).toMatchObject({ status: 'draft', mailedTo: null, sentAt: null });
    const listed = await api.get(at(R.listJobQuestionnaires.path, { id: s.lead.id }), { as: s.auth });
    expect(listed.json().data.rows.map((r: Questionnaire) => r.status)).toEqual(['draft', 'sent']);
    // The record's documents list them too, oldest first.
    const documents = await api.get(at(R.listJobDocuments.path, { id: s.lead.id }), { as: s.auth });
    expect(documents.json().data.questionnaires.map((r: Questionnaire) => r.id)).toEqual([
      s.q.id,
      draft.json().data.id,
    ]);

    const remindDraft = await api.post(
      at(R.remindQuestionnaire.path, { id: draft.json().data.id }),
      {},
      { as: s.auth },
    );
    expect(remindDraft.statusCode).toBe(409);
    const before = mailsTo(s.email).length;
    const sent = await api.post(
      at(R.sendQuestionnaire.path, { id: draft.json().data.id }),
      {},
      { as: s.auth },
    );
    expect(sent.json().data).toMatchObject({ status: 'sent', mailedTo: s.email });
    await nextMailTo(s.email, before);
    const resend = await api.post(
      at(R.sendQuestionnaire.path, { id: draft.json().data.id }),
      {},
      { as: s.auth },
    );
    expect(resend.statusCode).toBe(409);
    // Just mailed: a reminder waits an hour.
    const soon = await api.post(at(R.remindQuestionnaire.path, { id: s.q.id }), {}, { as: s.auth });
    expect([soon.statusCode, soon.json().errorCode]).toEqual([409, 'Conflict']);

    const gone = await api.delete(at(R.deleteQuestionnaire.path, { id: s.q.id }), { as: s.auth });
    expect(gone.statusCode).toBe(200);
    expect((await api.get(at(R.getQuestionnaire.path, { id: s.q.id }), { as: s.auth })).statusCode).toBe(404);
  });

  it("refuses a client not of the record and a template of another company; another company's and client's reach nothing", async ({
    api,
  }) => {
    const s = await sentQuestionnaire(api, 'Omar');
    const stranger = await client(api, s.companyId, 'Stray', 'Person');
    const notTheirs = await api.post(
      at(R.createQuestionnaire.path, { id: s.lead.id }),
      { templateId: s.template.id, clientId: stranger },
      { as: s.auth },
    );
    expect([notTheirs.statusCode, Object.keys(notTheirs.json().data.fields)]).toEqual([400, ['clientId']]);

    const other = await studio(api);
    const mine = (path: string) => at(path, { id: s.q.id });
    for (const res of [
      await api.get(mine(R.getQuestionnaire.path), { as: other.auth }),
      await api.post(mine(R.remindQuestionnaire.path), {}, { as: other.auth }),
      await api.post(mine(R.reopenQuestionnaire.path), {}, { as: other.auth }),
      await api.delete(mine(R.deleteQuestionnaire.path), { as: other.auth }),
      await api.get(at(R.listJobQuestionnaires.path, { id: s.lead.id }), { as: other.auth }),
    ])
      expect(res.statusCode).toBe(404);
    const otherLead = await createRecord(api, other.auth, {
      clientIds: [await client(api, other.companyId)],
    });
    const foreignTemplate = await api.post(
      at(R.createQuestionnaire.path, { id: otherLead.id }),
      { templateId: s.template.id, clientId: s.clientId },
      { as: other.auth },
    );
    expect(foreignTemplate.statusCode).toBe(400);

    // Another client of the same studio, signed in to their own portal, finds nothing of Omar's.
    const lead2 = await createRecord(api, s.auth, { clientIds: [stranger] });
    const theirs = await api.post(
      at(R.createQuestionnaire.path, { id: lead2.id }),
      { templateId: s.template.id, clientId: stranger },
      { as: s.auth },
    );
    const mail = await nextMailTo('stray.person@example.com', 0);
    const { companyId, token } = portalLinkIn(mail.html);
    const cookie = cookieOf(await openedPortal(api, companyId, token));
    const peek = await api.get(at(R.getPortalQuestionnaire.path, { companyId, id: s.q.id }), {
      headers: { cookie },
    });
    expect(peek.statusCode).toBe(404);
    const own = await api.get(at(R.listPortalQuestionnaires.path, { companyId }), { headers: { cookie } });
    expect(own.json().data.rows.map((r: { id: string }) => r.id)).toEqual([theirs.json().data.id]);
    // Nor in another studio's portal path with this cookie.
    const elsewhere = await api.get(at(R.listPortalQuestionnaires.path, { companyId: other.companyId }), {
      headers: { cookie },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("the studio's preview reads a client's questionnaire but never answers it", async ({ api }) => {
    const s = await sentQuestionnaire(api, 'Pia');
    const boot = await api.get(R.bootstrap.path, { as: s.auth });
    const headers = {
      [PORTAL_PREVIEW_HEADER]: boot.json().data.portalAuth.token as string,
      [PORTAL_PREVIEW_CLIENT_HEADER]: s.clientId,
    };
    const path = (p: string) => at(p, { companyId: s.companyId, id: s.q.id });
    expect((await api.get(path(R.getPortalQuestionnaire.path), { headers })).statusCode).toBe(200);
    const saved = await api.put(
      path(R.savePortalQuestionnaireAnswers.path),
      { answers: { [ids.notes]: 'x' } },
      { headers },
    );
    expect(saved.statusCode).toBe(403);
  });

  it('takes a picture or PDF for a file question, which the studio downloads; a file not uploaded here is refused', async ({
    api,
  }) => {
    const s = await sentQuestionnaire(api, 'Rui');
    const { companyId, token } = portalLinkIn(s.mail.html);
    const cookie = cookieOf(await openedPortal(api, companyId, token));
    const portal = (path: string) => at(path, { companyId, id: s.q.id });
    const pdf = Buffer.from('%PDF-1.4 invitation');
    const boundary = 'questionnaire-boundary';
    const body = (type: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invite.pdf"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (type: string) =>
      api.call({
        method: 'POST',
        url: portal(R.uploadPortalQuestionnaireFile.path),
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body(type),
      });
    const refused = await upload('text/html');
    expect([refused.statusCode, Object.keys(refused.json().data.fields)]).toEqual([400, ['file']]);
    const uploaded = await upload('application/pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json().data;
    expect(file).toMatchObject({ name: 'invite.pdf', size: pdf.length, contentType: 'application/pdf' });

    const save = (answers: object) =>
      api.put(portal(R.savePortalQuestionnaireAnswers.path), { answers }, { headers: { cookie } });
    const forged = await save({ [ids.invite]: { ...file, id: `${'0'.repeat(64)}.pdf` } });
    expect([forged.statusCode, Object.keys(forged.json().data.fields)]).toEqual([
      400,
      [`answers.${ids.invite}`],
    ]);
    expect((await save({ [ids.invite]: file })).statusCode).toBe(200);

    const path = at(R.downloadQuestionnaireFile.path, { id: s.q.id, questionId: ids.invite });
    const download = await api.get(path, { as: s.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const other = await studio(api);
    expect((await api.get(path, { as: other.auth })).statusCode).toBe(404);
  });

  it('keeps a record with questionnaires, and its client, in their company (a move is refused)', async ({
    api,
  }) => {
    const s = await sentQuestionnaire(api, 'Sol');
    await onPlan(api, s.form.email, 'MASTER');
    const { auth, second } = await secondCompanyBehind(api, s.auth, s.companyId);
    const job = await api.post(
      at(R.moveJobToCompany.path, { id: s.lead.id }),
      { companyId: second },
      { as: auth },
    );
    expect([job.statusCode, job.json().errorCode]).toEqual([409, 'Conflict']);
    const person = await api.post(
      at(R.moveClient.path, { clientId: s.clientId }),
      { companyId: second },
      { as: auth },
    );
    expect([person.statusCode, person.json().errorCode]).toEqual([409, 'Conflict']);
  });

  it('go with their client into the client it is merged into: the kept client answers them in their portal', async ({
    api,
  }) => {
    const s = await sentQuestionnaire(api, 'Tia');
    const kept = await client(api, s.companyId, 'Tia', 'Kept');
    const merged = await api.post(
      at(R.mergeClients.path, { clientId: kept }),
      { otherClientId: s.clientId },
      { as: s.auth },
    );
    expect(merged.statusCode, merged.body).toBe(200);
    const view = await api.get(at(R.getQuestionnaire.path, { id: s.q.id }), { as: s.auth });
    expect(view.json().data.client.id).toBe(kept);
  });
});
