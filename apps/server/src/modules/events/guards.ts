import { AppError } from '../../http/app-error.ts';

/** The states a calendar event can be in; only an active one may change. */
export type EventState = 'ACTIVE' | 'ARCHIVED' | 'COMPLETED';

export const EventText = {
  archivedTitle: 'This event was archived',
  archived:
    'Someone archived this event while you were working on it. Reload the page to see it as it is now.',
  completedTitle: 'This event is completed',
  completed: 'This event is already completed, so it can no longer be changed.',
} as const;

/**
 * Spec 01 §4.9 and §8: a change to an archived event answers 705, to a completed one 706; the client
 * closes its modals and popovers and explains. Every service that changes an event (the calendar,
 * jobs' sessions) calls this after loading the event and before writing, in the same transaction.
 */
export function assertEventActive(event: { state: EventState }): void {
  if (event.state === 'ARCHIVED') throw new AppError('705', EventText.archivedTitle, EventText.archived);
  if (event.state === 'COMPLETED') throw new AppError('706', EventText.completedTitle, EventText.completed);
}
