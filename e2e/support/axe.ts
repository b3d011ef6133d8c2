import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set (axe's tags for levels A and AA of 2.0, 2.1 and 2.2). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page, tags?: string[]) {
  const builder = new AxeBuilder({ page });
  if (tags) builder.withTags(tags);
  // Without frames, axe.run in the page finds what runPartial finds: the default path then opens a
  // blank page, injects axe there again and joins the one frame's results (1.7 s a scan of /clients
  // against 1.1 s here, the same rules passed and failed). A page with frames keeps the default,
  // which reaches frames of another origin (a sandboxed mail preview) too.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  return (await builder.analyze()).violations;
}

type Violation = Awaited<ReturnType<typeof violations>>[number];

/** A violation as a failure message reads it: the rule, its impact and the nodes it found. */
const readable = (v: Violation) => ({
  id: v.id,
  impact: v.impact,
  help: v.help,
  nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.html.slice(0, 300)} | ${n.failureSummary ?? ''}`),
});

/** axe's serious and critical violations on the page as it is now, readable in a failure message. */
export async function seriousViolations(page: Page) {
  return (await violations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(readable);
}

/** Every violation of WCAG 2.2 AA's rules on the page as it is now, whatever its impact (issue 31). */
export async function wcagViolations(page: Page) {
  return (await violations(page, WCAG_22_AA)).map(readable);
}
