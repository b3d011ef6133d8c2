import { cruise } from 'dependency-cruiser';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The shape rules of .dependency-cruiser.cjs (`npm run shape`, in the static lane), shown failing on
 * deliberate violations in a tree of their own laid out as the repository is.
 */
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: object[];
  options: Record<string, unknown>;
};

const FILES: Record<string, string> = {
  // A cycle of type imports only: ESLint's import-x/no-cycle does not see it.
  'apps/web/src/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
  'apps/web/src/b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
  'apps/server/src/modules/clients/repo.ts': 'export const findClient = () => 1;\n',
  'apps/server/src/modules/clients/service.ts':
    "import { findClient } from './repo.ts';\nexport const clientOf = () => findClient();\n",
  'apps/server/src/modules/clients/list/repo.ts': 'export const listClients = () => [];\n',
  'apps/server/src/modules/clients/list/service.ts':
    "import { findClient } from '../repo.ts';\nexport const first = () => findClient();\n",
  'apps/server/src/modules/jobs/service.ts':
    "import { clientOf } from '../clients/service.ts';\nimport { listClients } from '../clients/list/repo.ts';\nexport const x = () => [clientOf(), listClients()];\n",
  // account-billing holds modules: each of its sub-folders is one, with a repository of its own.
  'apps/server/src/modules/account-billing/plans/repo.ts': 'export const plan = () => 1;\n',
  'apps/server/src/modules/account-billing/subscription/repo.ts': 'export const row = () => 1;\n',
  'apps/server/src/modules/account-billing/subscription/service.ts':
    "import { row } from './repo.ts';\nimport { plan } from '../plans/repo.ts';\nexport const s = () => [row(), plan()];\n",
  'apps/server/src/mail/sender.ts':
    "import { findClient } from '../modules/clients/repo.ts';\nexport const y = () => findClient();\n",
  'apps/server/src/modules/clients/service.api.test.ts':
    "import { findClient } from './repo.ts';\nimport { listClients } from './list/repo.ts';\nexport const z = () => [findClient(), listClients()];\n",
  'apps/server/src/storage/repo.ts': 'export const stored = () => 1;\n',
  'apps/server/src/storage/files.ts':
    "import { stored } from './repo.ts';\nexport const f = () => stored();\n",
  'apps/server/src/modules/jobs/files.ts':
    "import { stored } from '../../storage/repo.ts';\nexport const g = () => stored();\n",
};

let root: string;
let violations: string[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'focal-shape-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(['apps'], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  } as Parameters<typeof cruise>[1]);
  const output = result.output as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the shape rules', () => {
  it('refuse an import cycle made of type imports alone', () => {
    expect(violations).toContain('no-cycle: apps/web/src/a.ts -> apps/web/src/b.ts');
  });

  it("refuse a module importing another module's repository, below its folder too", () => {
    expect(violations).toContain(
      'no-other-modules-repository: apps/server/src/modules/jobs/service.ts -> apps/server/src/modules/clients/list/repo.ts',
    );
  });

  it("refuse a module of a group's folder importing a sibling module's repository", () => {
    expect(violations).toContain(
      'no-other-modules-repository: apps/server/src/modules/account-billing/subscription/service.ts -> apps/server/src/modules/account-billing/plans/repo.ts',
    );
  });

  it("refuse code outside modules/ importing a module's repository", () => {
    expect(violations).toContain(
      'no-repository-from-outside-modules: apps/server/src/mail/sender.ts -> apps/server/src/modules/clients/repo.ts',
    );
  });

  it("refuse a module importing storage's repository", () => {
    expect(violations).toContain(
      'no-repository-of-storage: apps/server/src/modules/jobs/files.ts -> apps/server/src/storage/repo.ts',
    );
  });

  it('let a module use its own repositories, and tests read any; nothing else is refused', () => {
    expect(violations).toHaveLength(5);
  });
});
