import { PgBoss, fromPglite, type Queue as QueueSettings } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { MAIL_SEND, MAIL_SEND_QUEUE, MAIL_SWEEP } from '../mail/delivery.ts';
import { AUTH_FORGOT } from '../modules/auth/forgot-queue.ts';
import { COMPANY_IMPORT, COMPANY_IMPORT_QUEUE } from '../modules/imports/job.ts';
import {
  CLIENT_CSV_IMPORT,
  CLIENT_CSV_IMPORT_QUEUE,
  CLIENT_IMPORT_UPLOADS_SWEEP,
} from '../modules/clients/csv-import/job.ts';
import { PAYMENT_RENEWALS } from '../modules/payments/renewals.ts';
import { SUBSCRIPTION_LIFECYCLE } from '../modules/subscription/lifecycle.ts';

/** Every queue, created at start by API and worker processes alike, so either can send first. */
const QUEUES: [string, Omit<QueueSettings, 'name'>?][] = [
  [MAIL_SEND, MAIL_SEND_QUEUE],
  [MAIL_SWEEP],
  [AUTH_FORGOT],
  [COMPANY_IMPORT, COMPANY_IMPORT_QUEUE],
  [CLIENT_CSV_IMPORT, CLIENT_CSV_IMPORT_QUEUE],
  [CLIENT_IMPORT_UPLOADS_SWEEP],
  [SUBSCRIPTION_LIFECYCLE],
  [PAYMENT_RENEWALS],
];

export type Queue = PgBoss;

/** pg-boss over the same database: its own schema, PGlite through pg-boss's adapter. */
export function createQueue(database: Database): Queue {
  const common = { schema: 'pgboss', superviseIntervalSeconds: 30, monitorIntervalSeconds: 30 };
  if (database.pglite) {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  return new PgBoss({ ...common, connectionString: database.url, max: 4 });
}

export async function startQueue(queue: Queue): Promise<void> {
  await queue.start();
  for (const [name, settings] of QUEUES) await queue.createQueue(name, settings);
}
