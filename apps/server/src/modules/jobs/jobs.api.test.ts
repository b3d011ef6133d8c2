import { ApiRoutes as R } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import {
  client,
  createRecord,
  jobPath,
  jobType,
  pipeline,
  profileOf,
  studio,
  transition,
} from '../../test/job-factories.ts';
import { convertLeadToJob } from './service.ts';

describe('leads and jobs: create, read, edit', () => {
  it('creates a lead at the first open stage with its clients, type and two sessions', async ({ api }) => {
    const s = await studio(api);
    const [anna, ben] = [await client(api, s.companyId), await client(api, s.companyId, 'Ben', 'Jones')];
    const wedding = await jobType(api, s.companyId, 'Wedding');
    const stages = await pipeline(api, s.companyId);
    const lead = await createRecord(api, s.auth, {
      clientIds: [ben, anna],
      jobTypeId: wedding!.id,
      name: '  Anna & Ben: Wedding ',
      mainDate: '2030-06-01',
      valueCents: 350_000,
      notes: 'Loves film photos',
      sessions: [
        { name: 'Engagement shoot', startsAt: '2030-03-01T10:00:00Z', endsAt: '2030-03-01T12:00:00Z' },
        { name: 'Wedding day', startsAt: '2030-06-01T09:00:00Z', endsAt: '2030-06-01T21:00:00Z' },
      ],
    });
    expect(lead).toMatchObject({
      stage: 'lead',
      status: 'active',
      leadStage: { id: stages[0]!.id, name: 'New inquiry', kind: 'open' },
      jobType: { id: wedding!.id, name: 'Wedding', colour: wedding!.colour },
      name: 'Anna & Ben: Wedding',
      mainDate: '2030-06-01',
      valueCents: 350_000,
      clients: [
        { id: ben, displayName: 'Ben Jones' },
        { id: anna, displayName: 'Anna Smith' },
      ],
      nextSession: { name: 'Engagement shoot', startsAt: '2030-03-01T10:00:00.000Z' },
      activatedAt: null,
      limited: false,
    });
    const profile = await profileOf(api, s.auth, lead.id);
    expect(profile.counts).toEqual({
      sessions: 2,
      tasks: 0,
      openTasks: 0,
      files: 0,
      emails: 0,
      documents: 0,
    });
    expect(profile.actions).toEqual([
      'EDIT',
      'MOVE_STAGE',
      'MARK_LOST',
      'CONVERT',
      'ARCHIVE',
      'MOVE_COMPANY',
    ]);
    expect(profile.upgradeBanner).toBeNull();
  });

  it('creates an active job, stamped as activated', async ({ api }) => {
    const s = await studio(api);
    const job = await createRecord(api, s.auth, {
      stage: 'job',
      clientIds: [await client(api, s.companyId)],
    });
    expect(job).toMatchObject({ stage: 'job', status: 'active', leadStage: null });
    expect(job.activatedAt).not.toBeNull();
  });

  it("refuses another company's client, job type or stage, and a bad body, with the field named", async ({
    api,
  }) => {
    const s = await studio(api);
    const other = await studio(api);
    const theirs = await client(api, other.companyId);
    const theirType = await jobType(api, other.companyId, 'Wedding');
    const mine = await client(api, s.companyId);
    const cases: [unknown, string][] = [
      [{ stage: 'lead', name: 'X', clientIds: [theirs] }, 'clientIds'],
      [{ stage: 'lead', name: 'X', clientIds: [mine], jobTypeId: theirType!.id }, 'jobTypeId'],
      [
        {
          stage: 'lead',
          name: 'X',
          clientIds: [mine],
          leadStageId: (await pipeline(api, other.companyId))[0]!.id,
        },
        'leadStageId',
      ],
      [{ stage: 'lead', name: ' ', clientIds: [mine] }, 'name'],
      [{ stage: 'lead', name: 'X'.repeat(151), clientIds: [mine] }, 'name'],
      [{ stage: 'lead', name: 'X', clientIds: [] }, 'clientIds'],
      [{ stage: 'lead', name: 'X', clientIds: [mine], mainDate: '2030-02-30' }, 'mainDate'],
      [{ stage: 'lead', name: 'X', clientIds: [mine], valueCents: -1 }, 'valueCents'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(R.createJob.path, body, { as: s.auth });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('ValidationFailed');
      expect(JSON.stringify(res.json().data), field).toContain(field);
    }
  });

  it('saves the changed fields at the loaded version, refuses a stale save, saves notes', async ({ api }) => {
    const s = await studio(api);
    const anna = await client(api, s.companyId);
    const lead = await createRecord(api, s.auth, { clientIds: [anna] });
    const ben = await client(api, s.companyId, 'Ben', 'Jones');
    const saved = await api.put(
      jobPath(R.updateJob.path, lead.id),
      { updatedAt: lead.updatedAt, name: 'Renamed', clientIds: [ben], mainDate: null },
      { as: s.auth },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Renamed', clients: [{ id: ben }], mainDate: null });
    const stale = await api.put(
      jobPath(R.updateJob.path, lead.id),
      { updatedAt: lead.updatedAt, name: 'Lost update' },
      { as: s.auth },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('StaleVersion');
    const notes = await api.put(
      jobPath(R.saveJobNotes.path, lead.id),
      { notes: 'Line 1\nLine 2' },
      { as: s.auth },
    );
    expect(notes.json().data.notes).toBe('Line 1\nLine 2');
    const activity = await api.get(jobPath(R.listJobActivity.path, lead.id), { as: s.auth });
    expect(activity.json().data.items.map((a: { action: string }) => a.action)).toEqual([
      'notes_saved',
      'updated',
      'created',
    ]);
  });

  it("answers 404 for another company's record", async ({ api }) => {
    const s = await studio(api);
    const other = await studio(api);
    const lead = await createRecord(api, other.auth, { clientIds: [await client(api, other.companyId)] });
    for (const path of [R.getJob.path, R.listJobTasks.path, R.listJobFiles.path, R.listJobActivity.path]) {
      const res = await api.get(jobPath(path, lead.id), { as: s.auth });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await transition(api, s.auth, R.archiveJob.path, lead.id)).statusCode).toBe(404);
  });
});

describe('leads and jobs: transitions', () => {
  it('moves a lead through the pipeline, marks it lost with a reason, converts it to a job at the won stage', async ({
    api,
  }) => {
    const s = await studio(api);
    const stages = await pipeline(api, s.companyId);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const moved = await transition(api, s.auth, R.moveLeadStage.path, lead.id, {
      leadStageId: stages[2]!.id,
    });
    expect(moved.json().data.leadStage.name).toBe('Meeting booked');
    const won = stages.find((st) => st.kind === 'won')!;
    const toWon = await transition(api, s.auth, R.moveLeadStage.path, lead.id, { leadStageId: won.id });
    expect(toWon.statusCode).toBe(400);
    const noReason = await transition(api, s.auth, R.markLeadLost.path, lead.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const lost = await transition(api, s.auth, R.markLeadLost.path, lead.id, {
      reason: 'Went with a friend',
    });
    expect(lost.json().data).toMatchObject({ leadStage: { kind: 'lost' }, lostReason: 'Went with a friend' });
    const converted = await transition(api, s.auth, R.convertLead.path, lead.id);
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().data).toMatchObject({
      stage: 'job',
      status: 'active',
      leadStage: { id: won.id, kind: 'won' },
      lostReason: null,
    });
    expect(converted.json().data.convertedAt).not.toBeNull();
    const again = await transition(api, s.auth, R.convertLead.path, lead.id);
    expect(again.statusCode).toBe(409);
  });

  it('completes a job (706 on edits after), reactivates it, archives it (705 on edits after)', async ({
    api,
  }) => {
    const s = await studio(api);
    const job = await createRecord(api, s.auth, {
      stage: 'job',
      clientIds: [await client(api, s.companyId)],
    });
    const done = await transition(api, s.auth, R.completeJob.path, job.id);
    expect(done.json().data).toMatchObject({ status: 'completed' });
    const edit = await api.put(jobPath(R.saveJobNotes.path, job.id), { notes: 'x' }, { as: s.auth });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errorCode).toBe('706');
    const task = await api.post(jobPath(R.createJobTask.path, job.id), { title: 'Cull' }, { as: s.auth });
    expect(task.json().errorCode).toBe('706');
    expect((await profileOf(api, s.auth, job.id)).actions).toEqual(['REACTIVATE', 'ARCHIVE', 'MOVE_COMPANY']);
    const back = await transition(api, s.auth, R.reactivateJob.path, job.id);
    expect(back.json().data).toMatchObject({ status: 'active', completedAt: null });
    const archived = await transition(api, s.auth, R.archiveJob.path, job.id);
    expect(archived.json().data).toMatchObject({ status: 'archived' });
    for (const res of [
      await api.put(jobPath(R.saveJobNotes.path, job.id), { notes: 'x' }, { as: s.auth }),
      await transition(api, s.auth, R.completeJob.path, job.id),
      await transition(api, s.auth, R.archiveJob.path, job.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('705');
    }
    expect((await transition(api, s.auth, R.reactivateJob.path, job.id)).json().data.status).toBe('active');
    expect((await transition(api, s.auth, R.reactivateJob.path, job.id)).statusCode).toBe(409);
  });

  it('an archived lead answers 705 to a stage move and a conversion, and comes back when reactivated', async ({
    api,
  }) => {
    const s = await studio(api);
    const stages = await pipeline(api, s.companyId);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    await transition(api, s.auth, R.archiveJob.path, lead.id);
    const move = await transition(api, s.auth, R.moveLeadStage.path, lead.id, { leadStageId: stages[1]!.id });
    expect(move.json().errorCode).toBe('705');
    expect((await transition(api, s.auth, R.convertLead.path, lead.id)).json().errorCode).toBe('705');
    const back = await transition(api, s.auth, R.reactivateJob.path, lead.id);
    expect(back.json().data).toMatchObject({ stage: 'lead', status: 'active', activatedAt: null });
  });
});

describe('leads and jobs: custom fields and conversion by contract or payment', () => {
  it("keeps the company's job custom field values, checked; a value sent '' clears it", async ({ api }) => {
    const s = await studio(api);
    const field = await api.post(
      R.createCustomField.path,
      { entity: 'job', label: 'Guests', type: 'number' },
      { as: s.auth },
    );
    expect(field.statusCode, field.body).toBe(200);
    const id = field.json().data.id as string;
    const clientIds = [await client(api, s.companyId)];
    const bad = await api.post(
      R.createJob.path,
      { stage: 'lead', name: 'X', clientIds, customFields: { [id]: 'many' } },
      { as: s.auth },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toHaveProperty(`customFields.${id}`);
    const lead = await createRecord(api, s.auth, { clientIds, customFields: { [id]: '120' } });
    expect(lead.customFields).toEqual({ [id]: '120' });
    const cleared = await api.put(
      jobPath(R.updateJob.path, lead.id),
      { updatedAt: lead.updatedAt, customFields: { [id]: '' } },
      { as: s.auth },
    );
    expect(cleared.json().data.customFields).toEqual({});
  });

  it('converts a lead when a contract is signed, and a later payment changes nothing', async ({ api }) => {
    const s = await studio(api);
    const lead = await createRecord(api, s.auth, { clientIds: [await client(api, s.companyId)] });
    const options = { companyId: s.companyId, jobId: lead.id, userId: null };
    const signed = await convertLeadToJob(api.deps.db, { ...options, reason: 'contract_signed' });
    expect(signed).toMatchObject({ stage: 'job', status: 'active' });
    const paid = await convertLeadToJob(api.deps.db, { ...options, reason: 'payment_made' });
    expect(paid.convertedAt).toEqual(signed.convertedAt);
    const activity = await api.get(jobPath(R.listJobActivity.path, lead.id), { as: s.auth });
    expect(activity.json().data.items[0]).toMatchObject({
      action: 'converted',
      details: { reason: 'contract_signed' },
    });
  });
});
