import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clients } from '../../../db/schema.ts';

/** The company's current clients having one of these emails (any contact, any case), by email. */
export async function clientsByEmail(db: Db, companyId: string, emails: string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const result = await db.execute(sql`
    select ${clients.id} as id, lower(c->>'email') as email
    from ${clients}, jsonb_array_elements(${clients.contacts}) c
    where ${clients.companyId} = ${companyId} and ${clients.archivedAt} is null
      and lower(c->>'email') in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`);
  const rows = (result as unknown as { rows: { id: string; email: string }[] }).rows;
  return new Map(rows.map((r) => [r.email, r.id]));
}
