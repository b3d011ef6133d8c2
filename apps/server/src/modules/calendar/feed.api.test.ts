import { ApiRoutes, fillPath } from '@focal/contracts';
import { calendarFeeds } from '../../db/schema.ts';
import { describe, expect, it } from '../../test/api-test.ts';
import { calendarStudio, jsonApi } from '../../test/calendar-factories.ts';
import { onPlan } from '../../test/factories.ts';
import { insertSessions } from './repo.ts';

const sessionsOf = (jobId: string) => fillPath(ApiRoutes.createJobSession.path, { jobId });
const FEED = ApiRoutes.createCalendarFeed.path;
const pathOf = (url: string) => new URL(url).pathname;
const soon = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

describe('the iCal feed', () => {
  it('gives a secret address once, serving RFC 5545 with the company’s time zone', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api, { timeZone: 'Europe/Berlin' });
    expect((await http.get(FEED, { as: studio.auth })).body.data).toEqual({ active: false, createdAt: null });
    const type = await studio.jobType(`Wedding ${Date.now()}`);
    const job = await studio.job({ name: 'Müller wedding', jobTypeId: type.id });
    const long =
      'A very long session name that goes on and on past the seventy-five octet line limit of RFC 5545';
    await http.post(
      sessionsOf(job.id),
      { name: long, startsAt: soon(3, 10), endsAt: soon(3, 12), location: 'Schloss, Berlin' },
      { as: studio.auth },
    );
    await http.post(
      ApiRoutes.createAppointment.path,
      { kind: 'blocked', title: 'Dentist', startsAt: soon(4, 8), endsAt: soon(4, 9), location: 'Private' },
      { as: studio.auth },
    );
    // An all-day session: whole days of Berlin, written as dates (VALUE=DATE) of Berlin's calendar.
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const utcMidnight = new Date(`${day}T00:00:00Z`);
    const berlinHour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(utcMidnight),
    );
    const dayStart = new Date(utcMidnight.getTime() - berlinHour * 3600_000);
    const allDay = await http.post(
      sessionsOf(job.id),
      {
        name: 'Wedding day',
        allDay: true,
        startsAt: dayStart.toISOString(),
        endsAt: new Date(dayStart.getTime() + 86_400_000).toISOString(),
      },
      { as: studio.auth },
    );
    expect(allDay.status, JSON.stringify(allDay.body)).toBe(200);
    const created = await http.post(FEED, undefined, { as: studio.auth });
    expect(created.status).toBe(200);
    const { url } = created.body.data;
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = (await http.get(FEED, { as: studio.auth })).body.data;
    expect(status).toEqual({ active: true, createdAt: created.body.data.createdAt });
    expect(JSON.stringify(status)).not.toContain(url.split('/').pop().slice(0, 20));
    const [stored] = await api.deps.db.select({ hash: calendarFeeds.tokenHash }).from(calendarFeeds);
    expect(url).not.toContain(stored!.hash);

    const res = await api.get(pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.body;
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Berlin');
    // The wall-clock time in Berlin, whatever the server's own zone.
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(new Date(soon(3, 10)))
      .replace(/[-:]/g, '')
      .replace(' ', 'T');
    expect(lines).toContain(`DTSTART;TZID=Europe/Berlin:${berlin}`);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`SUMMARY:${long}`);
    expect(unfolded).toContain('LOCATION:Schloss\\, Berlin');
    expect(unfolded).toContain('DESCRIPTION:Müller wedding');
    expect(unfolded).toContain('SUMMARY:Blocked');
    expect(unfolded).not.toContain('Dentist');
    expect(unfolded).not.toContain('Private');
    expect(unfolded).toMatch(/UID:session-[0-9a-f-]{36}@focal/);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(unfolded).toMatch(/LAST-MODIFIED:\d{8}T\d{6}Z/);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`);
    // Stable identities: a second fetch names the same events.
    const again = (await api.get(pathOf(url))).body.replace(/\r\n[ \t]/g, '');
    expect(again.match(/UID:.*/g)).toEqual(unfolded.match(/UID:.*/g));
  });

  it('answers 404 alike for a revoked, rotated or unknown address', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    const first = (await http.post(FEED, undefined, { as: studio.auth })).body.data.url;
    const second = (await http.post(FEED, undefined, { as: studio.auth })).body.data.url;
    expect(second).not.toBe(first);
    const rotated = await api.get(pathOf(first));
    expect(rotated.statusCode).toBe(404);
    expect((await api.get(pathOf(second))).statusCode).toBe(200);
    expect((await http.delete(ApiRoutes.revokeCalendarFeed.path, { as: studio.auth })).status).toBe(200);
    const revoked = await api.get(pathOf(second));
    const unknown = await api.get(
      fillPath(ApiRoutes.calendarFeedIcs.path, { token: 'x'.repeat(43) + '.ics' }),
    );
    expect(revoked.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(revoked.json()).toEqual(unknown.json());
    expect((await http.get(FEED, { as: studio.auth })).body.data.active).toBe(false);
  });

  it('limits fetches per client address (300 in 15 minutes), a flood answered 429', async ({ api }) => {
    const url = fillPath(ApiRoutes.calendarFeedIcs.path, { token: `${'y'.repeat(43)}.ics` });
    const ip = '203.0.113.77';
    for (let i = 0; i < 300; i += 1) expect((await api.get(url, { ip })).statusCode).toBe(404);
    const refused = await api.get(url, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('RateLimited');
    expect((await api.get(url, { ip: '203.0.113.78' })).statusCode).toBe(404);
  });

  it('shows a limited job’s sessions as Busy without details', async ({ api }) => {
    const http = jsonApi(api);
    const studio = await calendarStudio(api);
    await onPlan(api, studio.form.email, 'STARTER');
    for (let i = 0; i < 5; i += 1) await studio.job();
    const past = await studio.job({ name: 'Hidden job' });
    await insertSessions(api.deps.db, { companyId: studio.companyId, jobId: past.id }, [
      {
        name: 'Hidden session',
        startsAt: new Date(soon(2, 10)),
        endsAt: new Date(soon(2, 11)),
        allDay: false,
        location: 'Hidden place',
        address: {},
        notes: '',
      },
    ]);
    const url = (await http.post(FEED, undefined, { as: studio.auth })).body.data.url;
    const text = (await api.get(pathOf(url))).body.replace(/\r\n[ \t]/g, '');
    expect(text).toContain('SUMMARY:Busy');
    expect(text).not.toMatch(/Hidden/);
  });
});
