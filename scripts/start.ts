// `npm start`: build the web app if its build is missing or stale, then run the server in this process.
import { buildWeb, webBuildIsStale } from './web-build.ts';

if (webBuildIsStale()) buildWeb();
await import('../apps/server/src/main.ts');
