import { createHash, randomBytes } from 'node:crypto';
import { ApiRoutes, CalendarTexts, fillPath } from '@focal/contracts';
import { isoToZoned, wallClockIn } from '@focal/contracts/zoned-time';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { notFound } from '../../http/app-error.ts';
import { feedOwner, liveFeed, replaceFeed, revokeFeeds } from './feeds/repo.ts';
import { calendarEntries } from './range.ts';

/**
 * The per-user iCal feed. The secret address carries 32 random bytes; only their SHA-256 is stored,
 * so the address is shown once, at creation and at each rotation, and never again (the page offers
 * "Rotate" to get a new one). The feed lists the company's calendar from 90 days back to 18 months
 * ahead, as RFC 5545 with the company's VTIMEZONE.
 */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_MONTHS = 18;
const SUFFIX = '.ics';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function feedStatus(deps: AppDeps, scope: CompanyScope) {
  const feed = await liveFeed(deps.db, scope);
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/** Creates the feed, or rotates it: the address before stops working at once. */
export async function createFeed(deps: AppDeps, scope: CompanyScope) {
  const token = randomBytes(32).toString('base64url');
  const { createdAt } = await replaceFeed(deps.db, scope, hashOf(token));
  const path = fillPath(ApiRoutes.calendarFeedIcs.path, { token: `${token}${SUFFIX}` });
  return { active: true, createdAt: createdAt.toISOString(), url: `${deps.config.publicUrl}${path}` };
}

export async function revokeFeed(deps: AppDeps, scope: CompanyScope) {
  await revokeFeeds(deps.db, scope);
}

/**
 * The feed of a secret address, or 404. An unknown and a revoked token take the same path (one
 * lookup by hash that finds nothing), so neither the answer nor its timing tells them apart.
 */
export async function feedIcs(deps: AppDeps, param: string): Promise<string> {
  const token = param.endsWith(SUFFIX) ? param.slice(0, -SUFFIX.length) : param;
  const owner = await feedOwner(deps.db, hashOf(token));
  if (!owner) throw notFound('That calendar');
  const now = Date.now();
  const from = new Date(now - FEED_PAST_DAYS * 86_400_000);
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + FEED_FUTURE_MONTHS);
  const entries = await calendarEntries(deps.db, { companyId: owner.companyId, from, to });
  // No calendar-wide zone: ical-generator would then write DTSTAMP and LAST-MODIFIED as local
  // times, where RFC 5545 wants UTC. Timed events carry the zone themselves (DTSTART;TZID=…), and
  // the zone's VTIMEZONE is added below.
  const calendar = ical({
    name: owner.companyName,
    prodId: { company: 'Focal', product: 'Calendar', language: 'EN' },
    ttl: 60 * 60,
    x: [['X-WR-TIMEZONE', owner.timeZone]],
  });
  const stamp = new Date(now);
  for (const e of entries) {
    const blocked = e.source === 'blocked';
    calendar.createEvent({
      // Stable across fetches and rotations: the calendar apps update an event instead of adding one.
      id: `${e.source}-${e.id}@focal`,
      start: e.allDay ? dateIn(e.startsAt, owner.timeZone) : wallClock(e.startsAt, owner.timeZone),
      end: e.allDay ? dateIn(e.endsAt, owner.timeZone) : wallClock(e.endsAt, owner.timeZone),
      allDay: e.allDay,
      timezone: e.allDay ? null : owner.timeZone,
      summary: blocked ? CalendarTexts.blocked : e.title,
      location: e.limited || blocked ? null : e.location,
      description: e.job && e.job.name && e.job.name !== e.title ? e.job.name : null,
      stamp,
      lastModified: new Date(e.updatedAt),
      busystatus: ICalEventBusyStatus.BUSY,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return withTimeZone(calendar.toString(), owner.timeZone);
}

/** Adds the zone's VTIMEZONE before the first event (or the end), as RFC 5545 wants for TZID. */
function withTimeZone(ics: string, timeZone: string): string {
  const component = getVtimezoneComponent(timeZone);
  if (!component) return ics;
  const at = ics.includes('BEGIN:VEVENT') ? ics.indexOf('BEGIN:VEVENT') : ics.lastIndexOf('END:VCALENDAR');
  const block = component
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map(fold)
    .join('\r\n');
  return `${ics.slice(0, at)}${block}\r\n${ics.slice(at)}`;
}

/** Folds a line of the (ASCII) VTIMEZONE text at 75 octets, as RFC 5545 §3.1 says. */
function fold(line: string): string {
  const chunks = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) chunks.push(` ${line.slice(i, i + 74)}`);
  return chunks.join('\r\n');
}

/**
 * ical-generator writes an event with a zone from a Date's local getters (the process's zone), so
 * it gets a Date whose local fields are the wall-clock time in the company's zone.
 */
function wallClock(instant: string, timeZone: string): Date {
  const p = wallClockIn(new Date(instant), timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone: an all-day event's DTSTART;VALUE=DATE. */
function dateIn(instant: string, timeZone: string): string {
  return isoToZoned(instant, timeZone).day;
}
