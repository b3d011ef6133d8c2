import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's serious and critical violations on the page as it is now, readable in a failure message. */
export async function seriousViolations(page: Page) {
  const builder = new AxeBuilder({ page });
  // Without frames, axe.run in the page finds what runPartial finds: the default path then opens a
  // blank page, injects axe there again and joins the one frame's results (1.7 s a scan of /clients
  // against 1.1 s here, the same rules passed and failed). A page with frames keeps the default,
  // which reaches frames of another origin (a sandboxed mail preview) too.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 300)} | ${n.failureSummary ?? ''}`),
    }));
}
