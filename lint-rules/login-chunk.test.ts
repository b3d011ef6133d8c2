import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loginChunkFiles, portalFirstScreenFiles, staticGraph, ZOD_FREE_CONTRACTS } from './login-chunk.js';
import { ruleIdsFor } from './lint.ts';

const RULE = '@typescript-eslint/no-restricted-imports';
const LOGIN_FORM = 'apps/web/src/features/auth/components/login-form.tsx';

describe('/login loads no zod (issue 11 §1)', () => {
  it('finds the login page, its provider buttons and the shared http client in the /login chunk', () => {
    const files = loginChunkFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'apps/web/src/main.tsx',
        'apps/web/src/features/auth/routes/login-page.tsx',
        'apps/web/src/features/oauth/components/provider-buttons.tsx',
        'apps/web/src/shared/http/client.ts',
      ]),
    );
    // Pages loaded lazily from other routes are not part of it.
    expect(files).not.toContain('apps/web/src/features/companies/routes/companies-page.tsx');
  });

  it('refuses a value import of zod in a file of the /login chunk', async () => {
    const ids = await ruleIdsFor(LOGIN_FORM, "import { z } from 'zod';\nexport const s = z.string();\n");
    expect(ids).toContain(RULE);
  });

  it("refuses a value import of a contracts schema module, or of the contracts' index", async () => {
    const fromModule = await ruleIdsFor(
      LOGIN_FORM,
      "import { loginRequestSchema } from '@focal/contracts/auth';\nexport const s = loginRequestSchema;\n",
    );
    const fromIndex = await ruleIdsFor(
      LOGIN_FORM,
      "import { loginRequestSchema } from '@focal/contracts';\nexport const s = loginRequestSchema;\n",
    );
    expect(fromModule).toContain(RULE);
    expect(fromIndex).toContain(RULE);
  });

  it('allows type imports, and values from the zod-free modules', async () => {
    const ids = await ruleIdsFor(
      LOGIN_FORM,
      [
        "import type { LoginRequest } from '@focal/contracts';",
        "import type { z } from 'zod';",
        "import { ApiRoutes } from '@focal/contracts/api-routes';",
        "import { COMPANY_HEADER } from '@focal/contracts/headers';",
        'export type T = [LoginRequest, z.ZodType];',
        'export const x = [ApiRoutes, COMPANY_HEADER];',
        '',
      ].join('\n'),
    );
    expect(ids).not.toContain(RULE);
  });

  it('leaves pages outside the /login chunk free to use zod', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/companies/api/example.ts',
      "import { z } from 'zod';\nexport const s = z.string();\n",
    );
    expect(ids).not.toContain(RULE);
  });
});

describe("the client portal's frame and contract page load no zod (issue 34)", () => {
  const SCOPE = 'apps/web/src/features/portal/lib/scope.ts';

  it('finds the portal frame, its scope and the pages, not the dialogs they load when asked for', () => {
    const files = portalFirstScreenFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'apps/web/src/features/portal/routes/portal-routes.tsx',
        SCOPE,
        'apps/web/src/features/portal/contract/sign-panel.tsx',
      ]),
    );
    // A dialog the page loads when asked for is not part of it.
    expect(files).not.toContain('apps/web/src/features/portal/components/decline-dialog.tsx');
  });

  it("refuses a value import of a contracts schema module in the portal's scope", async () => {
    const ids = await ruleIdsFor(
      SCOPE,
      "import { PORTAL_TEXTS } from '@focal/contracts/portal/api';\nexport const t = PORTAL_TEXTS;\n",
    );
    expect(ids).toContain(RULE);
  });

  it("lets through a zod-free module in a contracts folder, and not its folder's schema modules", async () => {
    const limits = await ruleIdsFor(
      SCOPE,
      "import { CONTRACT_LIMITS } from '@focal/contracts/contracts/limits';\nexport const l = CONTRACT_LIMITS;\n",
    );
    const schemas = await ruleIdsFor(
      SCOPE,
      "import { contractIdParamsSchema } from '@focal/contracts/contracts/api';\nexport const s = contractIdParamsSchema;\n",
    );
    expect(limits).not.toContain(RULE);
    expect(schemas).toContain(RULE);
  });
});

describe('the zod-free contracts modules', () => {
  it.each(ZOD_FREE_CONTRACTS)('%s imports no zod, itself or through what it imports', (module) => {
    const files = staticGraph([`packages/contracts/src/${module}.ts`]);
    const withZod = files.filter((file) =>
      /from 'zod'/.test(readFileSync(file, 'utf8').replace(/import type[^;]*;/g, '')),
    );
    expect(withZod).toEqual([]);
  });
});
