// `npm start`: build the web app and bundle the server when missing or stale, then run the server in
// this process. The compile cache keeps V8's compiled code on disk for the next start.
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';
import { bundleServer, SERVER_BUNDLE, serverBundleIsStale } from './server-bundle.ts';
import { buildWeb, webBuildIsStale } from './web-build.ts';

enableCompileCache?.();
if (webBuildIsStale()) buildWeb();
if (serverBundleIsStale()) await bundleServer();
await import(pathToFileURL(SERVER_BUNDLE).href);
