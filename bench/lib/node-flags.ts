/**
 * The Node flags `npm start` gives the server (root package.json, scripts.start: the embedded
 * database's memory settings), so every benchmark's server runs as a studio's does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes.ts';

const start = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
  .scripts.start;

/** e.g. ['--liftoff-only', '--max-semi-space-size=8'] from 'node --liftoff-only … scripts/start.ts'. */
export const SERVER_NODE_FLAGS = start.split(/\s+/).filter((token) => token.startsWith('--'));
