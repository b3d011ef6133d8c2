import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CalendarOverlap } from '@focal/contracts/calendar';
import { useState } from 'react';
import { apiFetch } from '../../../shared/http/client';

/** A time about to be saved: its span, whether it is blocked time, the entry it edits. */
export type ProposedTime = {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  blocked?: boolean;
  exclude?: string;
};

/**
 * Asks the server what a time clashes with before it is saved: none, and the save goes at once;
 * some, and the form shows them (OverlapWarning) until the user saves anyway or picks another time.
 * The check is advice: when it cannot be had the save goes as before, and the calendar flags a clash.
 */
export function useOverlapCheck() {
  const [found, setFound] = useState<{ overlaps: CalendarOverlap[]; save: () => void } | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async (time: ProposedTime, save: () => void) => {
    setChecking(true);
    const query = {
      startsAt: time.startsAt,
      endsAt: time.endsAt,
      allDay: String(time.allDay) as 'true' | 'false',
      blocked: String(Boolean(time.blocked)) as 'true' | 'false',
      ...(time.exclude ? { exclude: time.exclude } : {}),
    };
    const overlaps = await apiFetch(ApiRoutes.listCalendarOverlaps, { query }).then(
      (data) => data.overlaps,
      () => [],
    );
    setChecking(false);
    if (overlaps.length > 0) setFound({ overlaps, save });
    else save();
  };

  return {
    check,
    checking,
    overlaps: found?.overlaps ?? null,
    /** Save as it is, clash and all. */
    saveAnyway: () => {
      setFound(null);
      found?.save();
    },
    /** Back to the form to change the time (any change of the time clears the warning too). */
    dismiss: () => setFound(null),
  };
}
export type OverlapCheck = ReturnType<typeof useOverlapCheck>;
