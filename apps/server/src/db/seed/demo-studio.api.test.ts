// engine-dependent: the demo seed is what `npm start` writes into the embedded database.
import { ApiRoutes } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { rowsOf } from './large.ts';

type Entry = { title: string; source: string; startsAt: string; job: { stage: string } | null };

describe('the demo studio (issue 17 records)', () => {
  it('opens on clients, leads in several stages, active and completed jobs and a calendar of the coming weeks', async ({
    api,
  }) => {
    const { auth: owner } = await api.demoOwner();
    const list = await api.get(`${ApiRoutes.listClients.path}?limit=100`, { as: owner });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.rows as { kind: string; displayName: string }[];
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['person', 'couple', 'organisation']));
    expect(rows.map((r) => r.displayName)).toContain('Maya Chen & Daniel Brooks');
    // Searching finds a client by a misspelt surname.
    const found = await api.get(`${ApiRoutes.listClients.path}?q=okafr`, { as: owner });
    expect(found.json().data.rows.map((r: { displayName: string }) => r.displayName)).toContain(
      'Amara Okafor',
    );

    const records = rowsOf<{ stage: string; status: string; pipeline: string | null; sessions: number }>(
      await api.deps.db.execute(sql`
        select j.stage, j.status, s.name as pipeline, (select count(*)::int from job_sessions x where x.job_id = j.id) as sessions
        from jobs j join companies c on c.id = j.company_id left join lead_stages s on s.id = j.lead_stage_id
        where c.name = 'Lumen & Co Photography'`),
    );
    const leads = records.filter((r) => r.stage === 'lead');
    expect(new Set(leads.map((r) => r.pipeline)).size).toBeGreaterThanOrEqual(4);
    expect(records.filter((r) => r.stage === 'job' && r.status === 'active')).toHaveLength(5);
    expect(records.filter((r) => r.stage === 'job' && r.status === 'completed')).toHaveLength(2);
    // Every record has its client.
    expect(
      rowsOf(
        await api.deps.db.execute(sql`select 1 from jobs j where not exists
          (select 1 from job_clients jc where jc.job_id = j.id)`),
      ),
    ).toHaveLength(0);

    // The next four weeks on the calendar: sessions of leads and jobs, an appointment, blocked time.
    const from = new Date();
    const to = new Date(from.getTime() + 28 * 86_400_000);
    const range = await api.get(
      `${ApiRoutes.listCalendar.path}?from=${from.toISOString()}&to=${to.toISOString()}`,
      { as: owner },
    );
    expect(range.statusCode, range.body).toBe(200);
    const entries = range.json().data.entries as Entry[];
    expect(
      entries.filter((e) => e.source === 'session' && e.job?.stage === 'job').length,
    ).toBeGreaterThanOrEqual(5);
    expect(entries.some((e) => e.source === 'session' && e.job?.stage === 'lead')).toBe(true);
    expect(entries.map((e) => e.source)).toEqual(expect.arrayContaining(['appointment', 'blocked']));
    // Wall-clock times in the studio's zone: the engagement shoot starts at 4 pm in New York.
    const shoot = entries.find((e) => e.title === 'Engagement shoot')!;
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(shoot.startsAt)),
    ).toBe('16:00');
  });
});
