/**
 * The client portal's magic links and sessions (issue 33). Both belong to one client of one
 * company, store only the SHA-256 of their token, and go with the client when it is deleted.
 */
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';
import { clients } from './studio.ts';

export const portalLinks = pgTable(
  'portal_links',
  {
    id: id(),
    companyId: companyIdColumn(),
    clientId: uuid('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The document or questionnaire the mail was about (opened after signing in), or none: the portal's home. */
    targetKind: text('target_kind', { enum: ['quote', 'invoice', 'questionnaire', 'contract'] }),
    targetId: uuid('target_id'),
    expiresAt: at('expires_at').notNull(),
    /** Set when it opened the portal: a link opens it once. */
    usedAt: at('used_at'),
    /** Mailed because the client asked for it (the sign-in page, a used link's page), not with a studio's mail. */
    askedByClient: boolean('asked_by_client').notNull().default(false),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_links_token').on(t.tokenHash),
    index('portal_links_client').on(t.companyId, t.clientId, t.createdAt),
    foreignKey({
      name: 'portal_links_client_fk',
      columns: [t.companyId, t.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
  ],
);

export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: id(),
    companyId: companyIdColumn(),
    clientId: uuid('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The link that started it. */
    linkId: uuid('link_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Slides forward with use (PORTAL_SESSION_DAYS after the last request). */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_sessions_token').on(t.tokenHash),
    index('portal_sessions_client').on(t.companyId, t.clientId).where(sql`${t.revokedAt} is null`),
    foreignKey({
      name: 'portal_sessions_client_fk',
      columns: [t.companyId, t.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
  ],
);
