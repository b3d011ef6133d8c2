import { MAIL_SEND, MAIL_SEND_QUEUE, MAIL_SWEEP } from '../mail/mailer.ts';
import { AUTH_FORGOT } from '../modules/auth/forgot-queue.ts';
import {
  CLIENT_CSV_IMPORT,
  CLIENT_CSV_IMPORT_QUEUE,
  CLIENT_IMPORT_UPLOADS_SWEEP,
} from '../modules/clients/csv-import/job.ts';
import { COMPANY_IMPORT, COMPANY_IMPORT_QUEUE } from '../modules/imports/job.ts';
import { PAYMENT_RENEWALS } from '../modules/account-billing/charges/renewals.ts';
import { SUBSCRIPTION_LIFECYCLE } from '../modules/account-billing/subscription/lifecycle.ts';
import type { QueueDefinition } from './queue.ts';

/** Every queue, created at start by API and worker processes alike, so either can send first. */
export const QUEUES: readonly QueueDefinition[] = [
  [MAIL_SEND, MAIL_SEND_QUEUE],
  [MAIL_SWEEP],
  [AUTH_FORGOT],
  [COMPANY_IMPORT, COMPANY_IMPORT_QUEUE],
  [CLIENT_CSV_IMPORT, CLIENT_CSV_IMPORT_QUEUE],
  [CLIENT_IMPORT_UPLOADS_SWEEP],
  [SUBSCRIPTION_LIFECYCLE],
  [PAYMENT_RENEWALS],
];
