import { join } from 'node:path';
import { SERVER_SRC } from '../paths.ts';
import type { UnsafeHtmlPart } from './email-html-rules.ts';
import type { SanitizerJob } from './email-html-worker.ts';
import { jobThread } from './job-thread.ts';

export type { UnsafeHtmlPart } from './email-html-rules.ts';

/**
 * The door to the one sanitizer for HTML a studio writes into its emails (rules:
 * email-html-rules.ts). sanitize-html runs in a thread of its own (job-thread.ts): its cost grows
 * with the HTML (about 0.1 to 0.5 s of CPU for a 100,000-character template body, more than linearly
 * for deeply nested tags), and on the request's thread every other request waited (issue 29 §1).
 * sanitize-html and postcss are loaded with the first email HTML, not at the server's start.
 */
const run = jobThread<SanitizerJob, unknown>(
  join(SERVER_SRC, 'lib/email-html-worker.ts'),
  'email HTML sanitizer',
  // A heap of its own; the body limits bound what reaches it (job-thread.ts says why they must).
  256,
);

/** The HTML as it may be stored and sent: everything outside the allow-list removed. */
export const sanitizeEmailHtml = (html: string) => run({ kind: 'sanitize', html }) as Promise<string>;

/**
 * What `sanitizeEmailHtml` would remove from this HTML (its tags, attributes, addresses and styles),
 * each named once, in the order met; empty when the HTML is safe as written.
 */
export const findUnsafeEmailHtml = (html: string) =>
  run({ kind: 'findUnsafe', html }) as Promise<UnsafeHtmlPart[]>;
