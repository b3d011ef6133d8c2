import { isApiPath, LAST_SYSTEM_NOTIFICATION_HEADER } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { revisionFingerprint } from './repo.ts';

/** Migration 0012's triggers NOTIFY here on any change to the notifications or their targets. */
const NOTIFICATIONS_CHANGED_CHANNEL = 'focal_system_notifications_changed';

/**
 * The `last-system-notification-id` every API answer carries (spec 01 §4.7): a fingerprint of the
 * notifications, held in memory so the header costs no query. Read at start and again on each
 * change notice from any process; a write in this process also refreshes it before answering.
 */
export class NotificationRevision {
  value = '0';
  private started = 0;
  private applied = 0;
  private unlisten: (() => Promise<void>) | undefined;

  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.unlisten = await this.database.listen(NOTIFICATIONS_CHANGED_CHANNEL, () => {
      // A failed read keeps the last value; the next change notice reads again.
      this.refresh().catch(() => undefined);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Reads may finish out of order on a pool: only the newest started read is kept. */
  async refresh(): Promise<void> {
    const ticket = ++this.started;
    const value = await revisionFingerprint(this.database.db);
    if (ticket > this.applied) {
      this.applied = ticket;
      this.value = value;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications' revision, for the writes that refresh it (the console's routes). */
    notificationRevision: NotificationRevision;
  }
}

/**
 * Every /api/ answer, errors and 404s included, names the revision: registered before any route.
 * The app carries it (`app.notificationRevision`) for the routes that write.
 */
export async function registerNotificationRevision(app: FastifyInstance, database: Database): Promise<void> {
  const revision = new NotificationRevision(database);
  await revision.start();
  app.decorate('notificationRevision', revision);
  app.addHook('onClose', () => revision.stop());
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header(LAST_SYSTEM_NOTIFICATION_HEADER, revision.value);
  });
}
