import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint.ts';

const query =
  "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema.ts';\nexport const x = [eq, users];\n";

describe('only repositories touch the database', () => {
  it('refuses drizzle-orm and the schema in a service', async () => {
    const ids = await ruleIdsFor('apps/server/src/modules/team/service.ts', query);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });

  it('refuses a schema area file and a drizzle subpath outside modules/ too', async () => {
    const code =
      "import { sql } from 'drizzle-orm/sql';\nimport { mailOutbox } from '../db/schema/platform.ts';\nexport const x = [sql, mailOutbox];\n";
    const ids = await ruleIdsFor('apps/server/src/mail/delivery.ts', code);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });

  it('refuses a file in a folder named repo/: a repository is a repo.ts', async () => {
    const ids = await ruleIdsFor('apps/server/src/modules/auth/repo/sessions.ts', query);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });

  it('lets a repository, db/ and a test import them', async () => {
    for (const path of [
      'apps/server/src/modules/team/repo.ts',
      'apps/server/src/http/rate-limits/repo.ts',
      'apps/server/src/db/seed/example.ts',
      'apps/server/src/modules/team/team.api.test.ts',
    ]) {
      expect(await ruleIdsFor(path, query), path).not.toContain('no-restricted-imports');
    }
  });
});
