import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint.ts';

describe('the import direction rules', () => {
  it('refuses web shared/ code importing a feature', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/shared/ui/example.ts',
      "import { authMessages } from '../../features/auth/messages';\nexport const x = authMessages;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import shared code', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/auth/example.ts',
      "import { apiFetch } from '../../shared/http/client';\nexport const x = apiFetch;\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });
});

describe('the kit wrappers', () => {
  it("refuses Mantine's SegmentedControl outside shared/ui/segmented-control", async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/jobs/example.tsx',
      "import { SegmentedControl } from '@mantine/core';\nexport const x = SegmentedControl;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });
});
