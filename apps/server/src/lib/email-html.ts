import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_SRC } from '../paths.ts';
import type { UnsafeHtmlPart } from './email-html-rules.ts';
import type { SanitizerAnswer, SanitizerJob } from './email-html-worker.ts';

export type { UnsafeHtmlPart } from './email-html-rules.ts';

/**
 * The door to the one sanitizer for HTML a studio writes into its emails (rules:
 * email-html-rules.ts). sanitize-html runs in a thread of its own: its cost grows with the HTML
 * (about 0.1 to 0.5 s of CPU for a 100,000-character template body, more than linearly for deeply
 * nested tags), and on the request's thread that time was time every other request, /healthz
 * included, waited (issue 29 §1). One thread, started with the first email HTML (sanitize-html and
 * postcss are not loaded at the server's start) and left running without holding the process open;
 * jobs wait their turn in it. Found from SERVER_SRC, so the production bundle starts the same file.
 */
const WORKER_FILE = join(SERVER_SRC, 'lib/email-html-worker.ts');
/** A heap of its own, bounded: an HTML that would need more ends its job, not the server. */
const WORKER_HEAP_MB = 256;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  worker = null;
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function sanitizerThread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  started.on('message', ({ id, result, error }: SanitizerAnswer) => {
    const job = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (error === undefined) job?.resolve(result);
    else job?.reject(new Error(`email HTML sanitizer: ${error}`));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`email HTML sanitizer stopped (exit ${code})`));
  });
  started.unref();
  worker = started;
  return started;
}

function run<T>(kind: SanitizerJob['kind'], html: string): Promise<T> {
  const thread = sanitizerThread();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    // Referenced while a job runs (a job in flight is awaited by someone), unreferenced when idle.
    thread.ref();
    thread.postMessage({ id, kind, html } satisfies SanitizerJob);
  });
}

/** The HTML as it may be stored and sent: everything outside the allow-list removed. */
export const sanitizeEmailHtml = (html: string): Promise<string> => run('sanitize', html);

/**
 * What `sanitizeEmailHtml` would remove from this HTML (its tags, attributes, addresses and styles),
 * each named once, in the order met; empty when the HTML is safe as written.
 */
export const findUnsafeEmailHtml = (html: string): Promise<UnsafeHtmlPart[]> => run('findUnsafe', html);
