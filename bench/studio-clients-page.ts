/**
 * Lighthouse on /clients signed in as the bench studio's owner (100,000 clients), desktop and mobile
 * presets, cold cache (page-speed.ts's audit). The goal, performance ≥ 95, is read on the
 * desktop preset, as page-speed.ts reads /login's; the mobile preset is read against the project's
 * mobile goal (90).
 */
import { SEED_LARGE_PASSWORD } from '../apps/server/src/db/seed/large.ts';
import { BENCH_STUDIO } from '../apps/server/src/db/seed/large-studio.ts';
import { signInAsDemoOwner } from './lib/browser.ts';
import type { Row } from './lib/report.ts';
import { GOALS, atLeast, coldAudits, withLighthousePage } from './page-speed.ts';

export const CLIENTS_PAGE_GOAL = 95;

export const clientsPageSpeed = (baseUrl: string, clients: number): Promise<Row[]> =>
  withLighthousePage(async (page) => {
    await signInAsDemoOwner(page, baseUrl, { email: BENCH_STUDIO.email, password: SEED_LARGE_PASSWORD });
    const { mobile, desktop } = await coldAudits(`${baseUrl}/clients`, page);
    const at = clients.toLocaleString('en');
    return [
      atLeast(`Lighthouse desktop /clients at ${at} clients`, desktop.performance, CLIENTS_PAGE_GOAL),
      atLeast(`Lighthouse mobile /clients at ${at} clients`, mobile.performance, GOALS.mobile),
      atLeast(
        'Lighthouse /clients accessibility',
        Math.min(mobile.accessibility, desktop.accessibility),
        GOALS.accessibility,
      ),
    ];
  });
