import { ApiRoutes, fillPath } from '@focal/contracts';
import { jobClients } from '../../db/schema.ts';
import { describe, expect, it } from '../../test/api-test.ts';
import { calendarStudio, jsonApi } from '../../test/calendar-factories.ts';
import { insertClient } from '../clients/repo.ts';

const sessionsOf = (jobId: string) => fillPath(ApiRoutes.createJobSession.path, { jobId });
const overlapsUrl = (startsAt: string, endsAt: string, more = '') =>
  `${ApiRoutes.listCalendarOverlaps.path}?startsAt=${encodeURIComponent(startsAt)}&endsAt=${encodeURIComponent(endsAt)}${more}`;
const person = (firstName: string, lastName: string) => ({
  kind: 'person' as const,
  organisationName: null,
  contacts: [{ firstName, lastName, email: null, phone: null }],
  address: {},
  notes: '',
  tags: [],
  leadSource: null,
  customFields: {},
});

describe('the overlaps of a proposed time', () => {
  it('names the sessions and appointments it clashes with, their job and clients, in this company only', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const job = await studio.job({ name: 'Smith wedding' });
    const client = await insertClient(api.deps.db, studio.companyId, person('Anna', 'Smith'));
    await api.deps.db
      .insert(jobClients)
      .values({ jobId: job.id, clientId: client.id, companyId: studio.companyId });
    const session = { name: 'Ceremony', startsAt: '2026-07-10T10:00:00Z', endsAt: '2026-07-10T12:00:00Z' };
    expect((await http.post(sessionsOf(job.id), session, { as: studio.auth })).status).toBe(200);
    await http.post(
      sessionsOf(job.id),
      { name: 'Wedding day', startsAt: '2026-07-09T23:00:00Z', endsAt: '2026-07-10T23:00:00Z', allDay: true },
      { as: studio.auth },
    );
    const meeting = await http.post(
      ApiRoutes.createAppointment.path,
      {
        kind: 'appointment',
        title: 'Studio meeting',
        startsAt: '2026-07-10T11:30:00Z',
        endsAt: '2026-07-10T13:00:00Z',
      },
      { as: studio.auth },
    );
    // Another company's booking at the very same time is not this studio's clash.
    const other = await calendarStudio(api);
    await http.post(
      ApiRoutes.createAppointment.path,
      {
        kind: 'appointment',
        title: 'Not yours',
        startsAt: '2026-07-10T11:00:00Z',
        endsAt: '2026-07-10T12:00:00Z',
      },
      { as: other.auth },
    );

    const res = await http.get(overlapsUrl('2026-07-10T11:00:00Z', '2026-07-10T12:00:00Z'), {
      as: studio.auth,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.overlaps).toEqual([
      {
        id: expect.any(String),
        source: 'session',
        title: 'Ceremony',
        startsAt: '2026-07-10T10:00:00.000Z',
        endsAt: '2026-07-10T12:00:00.000Z',
        allDay: false,
        jobName: 'Smith wedding',
        clientNames: ['Anna Smith'],
      },
      expect.objectContaining({
        source: 'appointment',
        title: 'Studio meeting',
        jobName: null,
        clientNames: [],
      }),
    ]);

    // The entry being edited is not its own clash; touching ends are no clash.
    const editing = await http.get(
      overlapsUrl('2026-07-10T12:00:00Z', '2026-07-10T13:30:00Z', `&exclude=${meeting.body.data.id}`),
      { as: studio.auth },
    );
    expect(editing.body.data.overlaps).toEqual([]);
    // Blocked time clashes with the all-day wedding day too.
    const blocked = await http.get(
      overlapsUrl('2026-07-10T14:00:00Z', '2026-07-10T15:00:00Z', '&blocked=true'),
      {
        as: studio.auth,
      },
    );
    expect(blocked.body.data.overlaps.map((o: { title: string }) => o.title)).toEqual(['Wedding day']);
  });

  it('refuses garbage: missing or unreadable times, an end before the start, a bad id, unknown fields', async ({
    api,
  }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    for (const url of [
      ApiRoutes.listCalendarOverlaps.path,
      overlapsUrl('yesterday', '2026-07-10T12:00:00Z'),
      overlapsUrl('2026-07-10T12:00:00Z', '2026-07-10T11:00:00Z'),
      overlapsUrl('2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z'),
      overlapsUrl('2026-07-10T11:00:00Z', '2026-07-10T12:00:00Z', '&exclude=1%27%20or%201=1'),
      overlapsUrl('2026-07-10T11:00:00Z', '2026-07-10T12:00:00Z', '&allDay=maybe'),
      overlapsUrl('2026-07-10T11:00:00Z', '2026-07-10T12:00:00Z', '&companyId=x'),
    ]) {
      const res = await http.get(url, { as: studio.auth });
      expect(res.status, url).toBe(400);
      expect(res.body.errorCode, url).toBe('ValidationFailed');
    }
    expect((await http.get(overlapsUrl('2026-07-10T11:00:00Z', '2026-07-10T12:00:00Z'))).status).toBe(401);
  });
});
