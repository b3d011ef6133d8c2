/**
 * The links a studio's mail gives its client to one quote or invoice (issue 32, until the portal):
 * the token is stored hashed, opens that one document, expires, and can be revoked.
 */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

export const documentLinks = pgTable(
  'document_links',
  {
    id: id(),
    companyId: companyIdColumn(),
    kind: text('kind', { enum: ['quote', 'invoice'] }).notNull(),
    documentId: uuid('document_id').notNull(),
    /** SHA-256 of the token, hex: a leaked table opens nothing. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastOpenedAt: at('last_opened_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_links_token').on(t.tokenHash),
    index('document_links_document').on(t.companyId, t.kind, t.documentId),
  ],
);
