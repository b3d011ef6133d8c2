import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint.ts';

const RULE = 'import-x/no-restricted-paths';

describe("a web feature imports no other feature's internals", () => {
  it('refuses a feature importing another feature', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/team/components/example.tsx',
      "import { companiesMessages } from '../../companies/messages';\nexport const x = companiesMessages;\n",
    );
    expect(ids).toContain(RULE);
  });

  it('refuses it from a test beside the code too', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/plans-frame/components/example.test.tsx',
      "import { authMessages } from '../../auth/messages';\nexport const x = authMessages;\n",
    );
    expect(ids).toContain(RULE);
  });

  it('lets a feature import its own files, shared/ and the contracts', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/team/components/example.tsx',
      [
        "import { teamMessages } from '../messages';",
        "import { apiFetch } from '../../../shared/http/client';",
        "import { TeamPaths } from '@focal/contracts/team';",
        'export const x = [teamMessages, apiFetch, TeamPaths];',
        '',
      ].join('\n'),
    );
    expect(ids).not.toContain(RULE);
  });

  it("lets a feature import another feature's public entry (its index.ts)", async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/jobs/components/example.tsx',
      "import { ClientPicker } from '../../clients';\nexport const x = ClientPicker;\n",
    );
    expect(ids).not.toContain(RULE);
  });

  it('still refuses a feature importing app/ (the zone this block keeps)', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/team/components/example.tsx',
      "import { appMessages } from '../../../app/messages';\nexport const x = appMessages;\n",
    );
    expect(ids).toContain(RULE);
  });

  it('lets app/ compose features', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/app/example.tsx',
      "import { teamMessages } from '../features/team/messages';\nexport const x = teamMessages;\n",
    );
    expect(ids).not.toContain(RULE);
  });
});
