import sanitizeHtml from 'sanitize-html';
import { findUnsafeWith, sanitizeWith } from './email-html-rules.ts';
import { answerJobs } from './job-thread.ts';

/** The email sanitizer's thread (started by email-html.ts through job-thread.ts): one job at a time. */
export type SanitizerJob = { kind: 'sanitize' | 'findUnsafe'; html: string };

answerJobs<SanitizerJob>(({ kind, html }) =>
  kind === 'sanitize' ? sanitizeWith(sanitizeHtml, html) : findUnsafeWith(sanitizeHtml, html),
);
