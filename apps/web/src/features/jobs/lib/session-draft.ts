import type { AddressValue } from '../../../shared/studio/address';
import { isoToZoned, nextDay, zonedToIso } from '@focal/contracts/zoned-time';

/** A session as its form edits it: a day, a start and a length, or the whole day. */
export type SessionDraft = {
  name: string;
  day: string;
  start: string;
  /** Minutes. */
  duration: number;
  allDay: boolean;
  location: string;
  address: AddressValue;
};

export const DURATIONS = [30, 60, 90, 120, 180, 240, 360, 480, 600];

export const emptySession = (name = ''): SessionDraft => ({
  name,
  day: '',
  start: '10:00',
  duration: 60,
  allDay: false,
  location: '',
  address: {},
});

export const sessionComplete = (draft: SessionDraft) =>
  Boolean(draft.name.trim() && draft.day && (draft.allDay || draft.start));

/**
 * The session's body for the server: instants in UTC; an all-day session spans whole days in the
 * company's time zone (the server's rule), from its midnight to the next.
 */
export function sessionBody(draft: SessionDraft, timeZone: string) {
  const startsAt = zonedToIso(draft.day, draft.allDay ? '00:00' : draft.start, timeZone);
  const endsAt = draft.allDay
    ? zonedToIso(nextDay(draft.day), '00:00', timeZone)
    : new Date(new Date(startsAt).getTime() + draft.duration * 60_000).toISOString();
  const address = Object.fromEntries(
    Object.entries(draft.address).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );
  return {
    name: draft.name.trim(),
    startsAt,
    endsAt,
    allDay: draft.allDay,
    location: draft.location.trim() || null,
    address,
  };
}

/** A stored session back into its form. */
export function sessionDraft(
  session: {
    name: string;
    startsAt: string;
    endsAt: string;
    allDay: boolean;
    location: string | null;
    address: AddressValue;
  },
  timeZone: string,
): SessionDraft {
  const start = isoToZoned(session.startsAt, timeZone);
  const minutes = Math.max(
    15,
    Math.round((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000),
  );
  return {
    name: session.name,
    day: start.day,
    start: start.time,
    duration: minutes,
    allDay: session.allDay,
    location: session.location ?? '',
    address: session.address,
  };
}
