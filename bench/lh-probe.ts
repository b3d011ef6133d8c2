// Ad-hoc probe (not committed): Lighthouse mobile on the signed-in pages, full LHR saved.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startFocal } from './lib/focal.ts';
import { cleanUp, makeTempDir } from './lib/processes.ts';
import { signInAsDemoOwner } from './lib/browser.ts';
import { forgetCaches, withLighthousePage } from './page-speed.ts';

const pages = (process.env.PAGES ?? '/,/clients,/leads,/jobs,/calendar').split(',');
const preset = process.env.PRESET ?? 'mobile';
const dist = process.env.DIST ?? 'apps/web/dist';
const server = await startFocal({
  name: 'probe',
  env: { DATA_DIR: makeTempDir('probe'), SEED_DEMO: '1', WEB_DIST_DIR: dist },
});
try {
  await withLighthousePage(async (page) => {
    if (!process.env.PUBLIC) await signInAsDemoOwner(page, server.url);
    for (const path of pages) {
      const url = `${server.url}${path}`;
      await forgetCaches(page, server.url);
      const r = await lighthouse(
        url,
        { onlyCategories: ['performance'], disableStorageReset: !process.env.PUBLIC, logLevel: 'error' },
        preset === 'desktop' ? desktopConfig : undefined,
        page,
      );
      const lhr = r!.lhr;
      const a = lhr.audits;
      const name = path === '/' ? 'root' : path.replace(/\//g, '_');
      writeFileSync(`/tmp/lh/${preset}${name}.json`, JSON.stringify(lhr));
      console.log(
        `${path} ${preset}: perf ${Math.round(lhr.categories.performance!.score! * 100)} FCP ${a['first-contentful-paint']!.displayValue} LCP ${a['largest-contentful-paint']!.displayValue} TBT ${a['total-blocking-time']!.displayValue} SI ${a['speed-index']!.displayValue} CLS ${a['cumulative-layout-shift']!.displayValue}`,
      );
    }
  });
} finally {
  await server.stop();
  await cleanUp();
}
