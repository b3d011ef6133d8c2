import type { Db } from '../../../db/client.ts';
import { webhookEvents } from '../../../db/schema.ts';

/** SQL of the Stripe webhook: the events it has seen (subscriptions and payments rows go through their modules). */

/** Records a webhook event's id; false when it was recorded before (a redelivery). */
export async function recordEvent(db: Db, event: { id: string; type: string; createdAt: Date }) {
  const rows = await db
    .insert(webhookEvents)
    .values({ eventId: event.id, provider: 'stripe', type: event.type, eventCreatedAt: event.createdAt })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return rows.length === 1;
}
