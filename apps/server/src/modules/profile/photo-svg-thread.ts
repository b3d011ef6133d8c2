import { join } from 'node:path';
import { handOver, jobThread } from '../../lib/job-thread.ts';
import { SERVER_SRC } from '../../paths.ts';
import type { cleanSvg } from './photo-svg.ts';

/**
 * `cleanSvg` in a thread of its own (photo-svg-worker.ts): parsing and rebuilding an SVG photo at
 * the size limit took seconds (600,000 nested groups 3.6 s), every other request waiting meanwhile.
 */
const run = jobThread<Uint8Array, ReturnType<typeof cleanSvg>>(
  join(SERVER_SRC, 'modules/profile/photo-svg-worker.ts'),
  'SVG photo cleaner',
  // Room for the largest document SVG_MAX_PARTS lets through, which is what bounds it (job-thread.ts).
  512,
);

/** The bytes are handed to the thread, not copied (5 MB took 25-30 ms): the caller does not read them again. */
export const cleanSvgInThread = (bytes: Buffer) => run(bytes, handOver(bytes));
