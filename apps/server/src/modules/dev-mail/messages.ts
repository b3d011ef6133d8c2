import type { OutboxLinkState } from '@focal/contracts';

/** What the outbox shows in place of a link that no longer works (issue 29 §9). */
export const OutboxLinkNote: Record<Exclude<OutboxLinkState, 'NONE' | 'LIVE'>, string> = {
  USED: '[link used or replaced by a newer one]',
  EXPIRED: '[link expired]',
  ENDED: '[link no longer valid]',
};
