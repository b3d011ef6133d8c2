import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint.ts';

const RULE = 'no-restricted-syntax';

describe('dates and times are written through shared/format alone', () => {
  it('refuses an Intl date formatter or toLocale*String in a feature', async () => {
    for (const code of [
      "export const a = new Intl.DateTimeFormat('en', { hour: 'numeric' });\n",
      "export const b = Intl.DateTimeFormat('en').format(new Date());\n",
      'export const c = new Date().toLocaleTimeString();\n',
      'export const d = new Date().toLocaleString();\n',
    ]) {
      expect(await ruleIdsFor('apps/web/src/features/calendar/lib/example.ts', code), code).toContain(RULE);
    }
  });

  it('lets shared/format build them, and anyone read the device’s zone', async () => {
    const build = "export const a = new Intl.DateTimeFormat('en', { hour: 'numeric' });\n";
    expect(await ruleIdsFor('apps/web/src/shared/format/example.ts', build)).not.toContain(RULE);
    const zone = 'export const z = Intl.DateTimeFormat().resolvedOptions().timeZone;\n';
    expect(await ruleIdsFor('apps/web/src/features/calendar/lib/example.ts', zone)).not.toContain(RULE);
  });
});
