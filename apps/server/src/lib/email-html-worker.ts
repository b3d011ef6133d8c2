import sanitizeHtml from 'sanitize-html';
import { parentPort } from 'node:worker_threads';
import { findUnsafeWith, sanitizeWith } from './email-html-rules.ts';

/**
 * The email sanitizer's thread (started by email-html.ts): one job at a time, the answer or the
 * error's message posted back under the job's id.
 */
export type SanitizerJob = { id: number; kind: 'sanitize' | 'findUnsafe'; html: string };
export type SanitizerAnswer = { id: number; result?: unknown; error?: string };

parentPort?.on('message', ({ id, kind, html }: SanitizerJob) => {
  let answer: SanitizerAnswer;
  try {
    answer = {
      id,
      result: kind === 'sanitize' ? sanitizeWith(sanitizeHtml, html) : findUnsafeWith(sanitizeHtml, html),
    };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
