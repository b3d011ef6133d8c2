// Process entry. The compile cache keeps V8's compiled code on disk, so later starts skip most of
// the parsing of our modules and their dependencies (cold start on an existing data directory).
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
await import('./serve.ts');
