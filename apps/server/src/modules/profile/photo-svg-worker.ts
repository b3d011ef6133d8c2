import { answerJobs } from '../../lib/job-thread.ts';
import { cleanSvg } from './photo-svg.ts';

/** The SVG photo cleaner's thread (started by photo-svg-thread.ts): one SVG at a time. */
answerJobs<Uint8Array>((bytes) => cleanSvg(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
