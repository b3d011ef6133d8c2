// `npm start`: build the web app and bundle the server when missing or stale (each in a child process:
// what they hold would stay resident here), then run the server in this process. The compile cache
// keeps V8's compiled code on disk for the next start.
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';
import { bundleServerApart, SERVER_BUNDLE, serverBundleIsStale } from './server-bundle.ts';
import { buildWeb, webBuildIsStale } from './web-build.ts';

enableCompileCache?.();
if (webBuildIsStale()) buildWeb();
if (serverBundleIsStale()) bundleServerApart();
await import(pathToFileURL(SERVER_BUNDLE).href);
