// The e2e servers' process: the server bundle as `npm start` (scripts/start.ts) runs it, without its
// check-and-rebuild of stale sources. The global setup (support/global-setup.ts) made the bundle
// current once for the run, and the servers serve a snapshot of the web build taken then: a server
// started mid-run must not rebuild apps/web/dist under the others (a file saved anywhere in
// apps/web/src, a test's included, made scripts/start.ts rebuild it) nor bundle the server again.
import { enableCompileCache } from 'node:module';

enableCompileCache?.();
await import(new URL('../../apps/server/src/serve.bundle.js', import.meta.url).href);
