export const TEMPLATE_DB = 'focal_template';

/** Which database the API tests run on: PGlite by default, a PostgreSQL server with FOCAL_TEST_DB=pg. */
export function testDbKind(): 'pglite' | 'pg' {
  const kind = process.env.FOCAL_TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'pg') throw new Error(`FOCAL_TEST_DB must be pglite or pg, not ${kind}`);
  if (kind === 'pg' && !process.env.FOCAL_TEST_PG_URL) {
    throw new Error(
      'FOCAL_TEST_DB=pg needs FOCAL_TEST_PG_URL (an admin URL of a throwaway cluster: node scripts/pg-cluster.ts)',
    );
  }
  return kind;
}
