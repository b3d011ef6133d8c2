import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engineDependentFiles } from './engines.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'focal-engines-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('which API test files run on PGlite too', () => {
  it('lists only API test files that declare why, with the reason; a new file runs on PostgreSQL alone', () => {
    const dir = tree({
      'src/a/races.api.test.ts':
        "// engine-dependent: ten parallel sign-ups race for one account.\nimport x from 'y';\n",
      'src/b/plain.api.test.ts': "import x from 'y';\n",
      'src/b/unit.test.ts': '// engine-dependent: a unit test is not an API test file.\n',
      'src/c/late.api.test.ts': `${'\n'.repeat(20)}// engine-dependent: too far down to be a declaration.\n`,
    });
    expect(engineDependentFiles(dir, join(dir, 'src'))).toEqual([
      { file: 'src/a/races.api.test.ts', reason: 'ten parallel sign-ups race for one account.' },
    ]);
  });

  it('refuses a declaration without its reason, naming the file', () => {
    const dir = tree({ 'src/x.api.test.ts': '// engine-dependent:\n' });
    expect(() => engineDependentFiles(dir, join(dir, 'src'))).toThrow(
      /src\/x\.api\.test\.ts: .*must say why/,
    );
  });
});
