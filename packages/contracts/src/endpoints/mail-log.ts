import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { mailLogQuerySchema, mailLogResponseSchema } from '../mail-log.ts';

/** The mail log: what the current company sent, to whom, when, and how it went. */
export const mailLogEndpoints = {
  getMailLog: endpoint(R.getMailLog, {
    tags: ['email-settings'],
    access: 'company',
    description:
      "The current company's mail log, newest first: recipient, subject, kind, when, status (queued, sent, bounced, failed), the last error, attempts; paged, with the total.",
    query: mailLogQuerySchema,
    response: mailLogResponseSchema,
  }),
};
