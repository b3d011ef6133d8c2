import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentLinks } from '../../db/schema.ts';

/** The document links' SQL. A token is looked up by its hash alone; everything else by company. */
type DocumentKind = 'quote' | 'invoice';
export type DocumentRef = { companyId: string; kind: DocumentKind; documentId: string };

export async function insertLink(tx: Db, ref: DocumentRef, tokenHash: string, expiresAt: Date) {
  await tx.insert(documentLinks).values({ ...ref, tokenHash, expiresAt });
}

/** The link a token hash names, if it still opens its document (not expired, not revoked). */
export async function liveLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(documentLinks)
    .where(
      and(eq(documentLinks.tokenHash, tokenHash), isNull(documentLinks.revokedAt), gt(documentLinks.expiresAt, sql`now()`)),
    );
  return row;
}

export async function touchLink(db: Db, id: string) {
  await db.update(documentLinks).set({ lastOpenedAt: sql`now()` }).where(eq(documentLinks.id, id));
}

/** Every live link of a document stops opening it; answers how many did. */
export async function revokeLinks(tx: Db, ref: DocumentRef): Promise<number> {
  const rows = await tx
    .update(documentLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(documentLinks.companyId, ref.companyId),
        eq(documentLinks.kind, ref.kind),
        eq(documentLinks.documentId, ref.documentId),
        isNull(documentLinks.revokedAt),
      ),
    )
    .returning({ id: documentLinks.id });
  return rows.length;
}
