import { isoToZoned, todayIn, zonedToIso } from '@focal/contracts/zoned-time';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { jobTypes, leadStages } from '../schema.ts';
import type { ClientContact } from '../schema.ts';
import { addAppointment } from '../../modules/calendar/appointments.ts';
import { addClient } from '../../modules/clients/service.ts';
import { addJob } from '../../modules/jobs/service.ts';
import { CLIENTS, JOBS, LEADS } from './demo-studio-data.ts';

/**
 * The demo studio's records, so a newcomer's first look at /clients, /leads, /jobs, /calendar and
 * the dashboard is alive: a dozen clients (persons, couples, organisations), leads in several
 * pipeline stages (one lost), active jobs with sessions in the coming weeks, one without a date,
 * completed jobs, an appointment (linked to the Bennetts' wedding and the client) and blocked time. Dates are relative to the day it runs, in the
 * company's time zone; the clients, leads, jobs, sessions and appointments go through their
 * modules.
 */
/** The instant of a wall-clock time `day` days from today in `timeZone`. */
function wallClock(timeZone: string, day: number, hour: number): Date {
  const date = new Date(`${todayIn(timeZone)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  const time = `${String(hour).padStart(2, '0')}:00`;
  return new Date(zonedToIso(date.toISOString().slice(0, 10), time, timeZone));
}

const dateOf = (at: Date, timeZone: string) => isoToZoned(at, timeZone).day;

export async function seedDemoStudio(tx: Db, scope: { companyId: string; userId: string; timeZone: string }) {
  const { companyId, userId, timeZone } = scope;
  const types = await tx.select().from(jobTypes).where(eq(jobTypes.companyId, companyId));
  const stages = await tx.select().from(leadStages).where(eq(leadStages.companyId, companyId));
  const clientIds: Record<string, string> = {};
  for (const [key, c] of Object.entries(CLIENTS)) {
    const contacts: ClientContact[] = c.people.map(([firstName, lastName, email, phone]) => ({
      firstName,
      lastName,
      email,
      phone,
    }));
    const row = await addClient(
      tx,
      { companyId, userId },
      {
        kind: c.kind,
        organisationName: c.org ?? null,
        contacts,
        address: { city: 'New York', region: 'NY', country: 'US' },
        notes: '',
        tags: c.tags ?? [],
        leadSource: c.source ?? null,
        customFields: {},
      },
    );
    clientIds[key] = row.id;
  }
  const won = stages.find((s) => s.kind === 'won');
  const jobIds: Record<string, string> = {};
  for (const job of [
    ...LEADS.map((j) => ({ ...j, lead: true })),
    ...JOBS.map((j) => ({ ...j, lead: false })),
  ]) {
    const main = job.day === null ? null : wallClock(timeZone, job.day, 12);
    const past = (days: number) => new Date(Date.now() - days * 86_400_000);
    const completed = job.status === 'completed';
    const sessions = (job.sessions ?? []).map(([day, hour, hours, name, location]) => {
      const startsAt = wallClock(timeZone, day, hour);
      return {
        name,
        startsAt,
        endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
        allDay: false,
        location,
        address: {},
        notes: '',
      };
    });
    const created = await addJob(
      tx,
      {
        companyId,
        stage: job.lead ? 'lead' : 'job',
        status: completed ? 'completed' : 'active',
        leadStageId: job.lead ? stages.find((s) => s.name === job.stage)?.id : won?.id,
        lostReason: job.lostReason ?? null,
        jobTypeId: types.find((t) => t.name === job.type)?.id,
        name: job.name,
        mainDate: main && dateOf(main, timeZone),
        valueCents: job.value,
        activatedAt: job.lead ? null : past(completed ? 200 : 30),
        convertedAt: job.lead ? null : past(completed ? 200 : 30),
        completedAt: completed && main ? new Date(main.getTime() + 14 * 86_400_000) : null,
        createdAt: past(completed ? 220 : 35),
      },
      { clientIds: [clientIds[job.client]!], sessions },
      { userId },
    );
    jobIds[job.name] = created.id;
  }
  const owner = { companyId, userId };
  await addAppointment(tx, owner, {
    kind: 'appointment',
    title: 'Album design call with the Bennetts',
    startsAt: wallClock(timeZone, 1, 10),
    endsAt: wallClock(timeZone, 1, 11),
    allDay: false,
    location: 'Studio',
    notes: '',
    // What it is about: the calendar's details link to both.
    clientId: clientIds.bennett ?? null,
    jobId: jobIds['Bennett Wedding'] ?? null,
  });
  await addAppointment(tx, owner, {
    kind: 'blocked',
    title: 'Editing day',
    startsAt: wallClock(timeZone, 4, 9),
    endsAt: wallClock(timeZone, 4, 17),
    allDay: false,
    location: null,
    notes: '',
  });
}
