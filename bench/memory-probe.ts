/**
 * Loaded into the memory bench's server (`--import`, through NODE_OPTIONS), never shipped: on SIGUSR2
 * it writes the process's memoryUsage() to the file MEMORY_PROBE_FILE names, so the bench can tell
 * the V8 heap from the rest of the resident set.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) process.on('SIGUSR2', () => writeFileSync(file, JSON.stringify(process.memoryUsage())));
