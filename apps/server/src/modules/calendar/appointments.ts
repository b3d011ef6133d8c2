import type {
  Appointment,
  appointmentInputSchema,
  MoveEntryRequest,
  updateAppointmentRequestSchema,
} from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { assertWholeDays, staleEntry } from './checks.ts';
import { checkLinks } from './links.ts';
import { calendarEntry } from './range.ts';
import * as repo from './repo.ts';

/**
 * The studio's own appointments and blocked time. The user who adds one is kept (shown as "added
 * by"); any member of the company may change or delete it: the calendar is the studio's, and a team
 * books each other's time.
 */
type Input = z.output<typeof appointmentInputSchema>;
const NOT_FOUND = 'That appointment';

async function valuesOf(deps: AppDeps, scope: CompanyScope, input: Input): Promise<repo.AppointmentValues> {
  const values = { ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
  assertWholeDays(values, await repo.companyTimeZone(deps.db, scope.companyId));
  return values;
}

/** The links saved: those sent, else (a save that left them out) the ones it had. */
const linksOf = (values: repo.AppointmentValues, had: repo.AppointmentRow | null) => ({
  clientId: values.clientId === undefined ? (had?.clientId ?? null) : values.clientId,
  jobId: values.jobId === undefined ? (had?.jobId ?? null) : values.jobId,
});

async function present(deps: AppDeps, scope: CompanyScope, id: string): Promise<Appointment> {
  const row = await repo.findAppointment(deps.db, scope.companyId, id);
  if (!row) throw notFound(NOT_FOUND);
  const entry = await calendarEntry(deps.db, scope, { source: 'appointment', id });
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    allDay: row.allDay,
    location: row.location,
    notes: row.notes,
    link: entry.link,
    createdBy: row.userId ? { id: row.userId, name: row.createdByName ?? '' } : null,
    doubleBooked: entry.doubleBooked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Adds an appointment or blocked time whose values are checked; answers its id (the demo seed's too). */
export const addAppointment = (
  db: Db,
  owner: { companyId: string; userId: string },
  values: repo.AppointmentValues,
) => repo.insertAppointment(db, owner, values);

export async function createAppointment(deps: AppDeps, scope: CompanyScope, input: Input) {
  const values = await valuesOf(deps, scope, input);
  const links = linksOf(values, null);
  const id = await deps.db.transaction(async (tx) => {
    await checkLinks(tx, scope.companyId, values.kind, links);
    return addAppointment(tx, { companyId: scope.companyId, userId: scope.userId }, { ...values, ...links });
  });
  return present(deps, scope, id);
}

export async function updateAppointment(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  input: z.output<typeof updateAppointmentRequestSchema>,
) {
  const { updatedAt, ...fields } = input;
  const version = updatedAt ? new Date(updatedAt) : undefined;
  const values = await valuesOf(deps, scope, fields);
  await deps.db.transaction(async (tx) => {
    const had = await repo.findAppointment(tx, scope.companyId, id);
    if (!had) throw notFound(NOT_FOUND);
    const links = linksOf(values, had);
    await checkLinks(tx, scope.companyId, values.kind, links);
    if (!(await repo.updateAppointment(tx, scope.companyId, id, { ...values, ...links }, version)))
      throw staleEntry();
  });
  return present(deps, scope, id);
}

/** A calendar drag: new start and end; an all-day entry stays whole days. */
export async function moveAppointment(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  input: MoveEntryRequest,
) {
  const row = await repo.findAppointment(deps.db, scope.companyId, id);
  if (!row) throw notFound(NOT_FOUND);
  const moved = { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
  assertWholeDays({ allDay: row.allDay, ...moved }, await repo.companyTimeZone(deps.db, scope.companyId));
  await repo.updateAppointment(deps.db, scope.companyId, id, moved);
  return calendarEntry(deps.db, scope, { source: 'appointment', id });
}

export async function deleteAppointment(deps: AppDeps, scope: CompanyScope, id: string) {
  if (!(await repo.deleteAppointment(deps.db, scope.companyId, id))) throw notFound(NOT_FOUND);
}
