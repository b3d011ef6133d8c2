import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer, serverBundleIsStale } from '../../scripts/server-bundle.ts';
import { webBuildIsStale } from '../../scripts/web-build.ts';
import { MAIL_DIR_ENV, MAIL_PORT_ENV } from './mail-server.ts';
import { WEB_DIST, WEB_SNAPSHOT_ENV } from './paths.ts';
import { startServer, TEMPLATE_DIR_ENV, type StartedServer } from './server.ts';
import { startSmtpServer } from './smtp.ts';

/**
 * Once per run, before any spec: the server bundle brought up to date if its sources changed (what
 * scripts/start.ts does at every start, done here once: support/server-entry.ts), the web build
 * copied to where every server of the run serves it from (support/paths.ts), then, both at once
 * (each is mostly one core's work):
 * - the shared server every journey uses by default, started as `npm start` starts it, on a fresh data
 *   directory: the production build's first start, migrations and demo seed included;
 * - the template of the servers that specs start for themselves (support/server.ts): a second fresh
 *   directory, migrated and seeded by a server that is then stopped cleanly. Each such server opens a
 *   copy of it instead of migrating and seeding one of its own; the first two are the global-state
 *   server, where the specs that change what every spec sees run, one at a time (playwright.config.ts),
 *   and the mail server, which sends by SMTP to an SMTP server of the runner's (support/mail-server.ts).
 * The ports and directories are chosen by playwright.config.ts, which every worker loads too.
 * Returns the teardown, which stops the servers.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT);
  const globalStatePort = Number(process.env.E2E_GLOBAL_STATE_PORT);
  const sharedDir = process.env.FOCAL_E2E_DATA_DIR;
  const globalStateDir = process.env.FOCAL_E2E_GLOBAL_STATE_DATA_DIR;
  const templateDir = process.env[TEMPLATE_DIR_ENV];
  const webDir = process.env[WEB_SNAPSHOT_ENV];
  const mailPort = Number(process.env[MAIL_PORT_ENV]);
  const mailDir = process.env[MAIL_DIR_ENV];
  if (
    !port ||
    !globalStatePort ||
    !sharedDir ||
    !globalStateDir ||
    !templateDir ||
    !webDir ||
    !mailPort ||
    !mailDir
  ) {
    throw new Error(
      'the e2e ports and directories are chosen by playwright.config.ts: run Playwright with it',
    );
  }
  const log = (line: string) => process.stdout.write(`[e2e setup] ${line}\n`);

  if (serverBundleIsStale()) {
    log('bundling the server (its sources changed since the bundle was made)');
    await bundleServer();
  }
  if (webBuildIsStale()) {
    log('note: apps/web/dist is older than a file of its sources; the journeys run against it as built');
  }
  cpSync(WEB_DIST, webDir, { recursive: true });
  if (!existsSync(join(webDir, 'index.html')))
    throw new Error(`no index.html in ${WEB_DIST}: build it again`);

  const smtp = await startSmtpServer({ mailDir });
  const started: StartedServer[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await smtp.stop();
  };
  const keep = (server: StartedServer) => (started.push(server), server);
  const fresh = { fresh: true, timeoutMs: FRESH_START_TIMEOUT_MS };
  const shared = startServer({}, { port, dataDir: sharedDir, ...fresh, onOutput: webServerLog }).then(keep);
  const others = (async () => {
    const maker = await startServer({}, { dataDir: templateDir, ...fresh });
    const code = await maker.stop();
    // Anything but a clean stop may leave the database mid-write: no copy would be sound.
    if (code !== 0) throw new Error(`the template's server stopped with ${code}:\n${maker.output()}`);
    // The template's copies, as every server a spec starts for itself gets (support/server.ts).
    const [globalState, mail] = await Promise.all([
      startServer({}, { port: globalStatePort, dataDir: globalStateDir }).then(keep),
      startServer({ SMTP_URL: smtp.url }, { port: mailPort }).then(keep),
    ]);
    return { templateMs: maker.startMs, globalState, mail };
  })();
  const results = await Promise.allSettled([shared, others]);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) {
    await stopAll();
    throw new AggregateError(failures, `the e2e servers did not start: ${failures.map(String).join('\n')}`);
  }
  const { templateMs, globalState, mail } = await others;
  log(
    `shared server (fresh data directory) up in ${seconds((await shared).startMs)}; template migrated ` +
      `and seeded in ${seconds(templateMs)}; global-state and mail servers (its copies) up in ` +
      `${seconds(globalState.startMs)} and ${seconds(mail.startMs)}`,
  );
  return async () => {
    await stopAll();
  };
}

/** The shared server's output in the runner's, as Playwright's webServer showed it. */
const webServerLog = (text: string) =>
  process.stdout.write(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => `[WebServer] ${line}\n`)
      .join(''),
  );

/** A fresh data directory's first start, migrations and seed: 99 s was seen under a load of 19. */
const FRESH_START_TIMEOUT_MS = 300_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
