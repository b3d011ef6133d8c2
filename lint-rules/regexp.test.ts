import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint.ts';

const BACKTRACKING = 'regexp/no-super-linear-backtracking';
const MOVE = 'regexp/no-super-linear-move';

/**
 * No input holds the server (issue 29 §1): a regular expression anywhere in the tree that can
 * backtrack, or be moved across its input, in more than linear time is an error. The first case is
 * the merge-field pattern that held the server 28 s for `<p>{{` and 2,500 spaces.
 */
describe('regular expressions run in linear time', () => {
  it('refuses parts of a pattern that can take the same characters (polynomial backtracking)', async () => {
    for (const [path, code] of [
      [
        'packages/contracts/src/email-template-fields.ts',
        'export const R = /\\{\\{\\s*([^{}]*?)\\s*\\}\\}/g;\n',
      ],
      ['packages/contracts/src/fields.ts', 'export const E = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;\n'],
      ['apps/server/src/modules/clients/names.ts', 'export const f = (s: string) => /(a+)+$/.test(s);\n'],
      [
        'apps/web/src/shared/photo/svg-size.ts',
        'export const f = (s: string) => /^\\d*\\.?\\d+$/.test(s);\n',
      ],
    ] as const) {
      expect(await ruleIdsFor(path, code), code).toContain(BACKTRACKING);
    }
  });

  it('refuses a pattern that, unanchored, rescans the same run from every start (quadratic move)', async () => {
    for (const [path, code] of [
      ['apps/server/src/mail/signature.ts', "export const f = (s: string) => s.replace(/<[^>]+>/g, '');\n"],
      ['bench/example.ts', "export const f = (s: string) => s.replace(/[ \\t]+\\n/g, '\\n');\n"],
      ['scripts/example.ts', 'export const f = (s: string) => /a+b/.test(s);\n'],
    ] as const) {
      expect(await ruleIdsFor(path, code), code).toContain(MOVE);
    }
  });

  it('lets linear patterns through: one place for each character, or a start that cannot repeat', async () => {
    for (const code of [
      'export const R = /\\{\\{([^{}]*)\\}\\}/g;\n',
      'export const E = /^[^\\s@]+@[^\\s@][^\\s@.]*\\.[^\\s@]+$/;\n',
      "export const f = (s: string) => s.replace(/<[^<>]+>/g, '');\n",
      "export const f = (s: string) => s.replace(/(?<![ \\t])[ \\t]+\\n/g, '\\n');\n",
    ]) {
      const ids = await ruleIdsFor('packages/contracts/src/example.ts', code);
      expect(ids, code).not.toContain(BACKTRACKING);
      expect(ids, code).not.toContain(MOVE);
    }
  });
});
