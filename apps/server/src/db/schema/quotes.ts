/**
 * Quotes (issue 32): a lead's or job's prices, versioned. The quote row holds what lists need (its
 * state, its current version's title and total); each version's content is kept as it was saved,
 * and the version the client accepted is frozen (the service refuses, and migration 0026's trigger
 * refuses an update of it). Links carry company_id in their keys, as the catalogue's do.
 */
import type { QuoteChoice, QuoteContent } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { jobs } from './studio.ts';

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    companyId: companyIdColumn(),
    jobId: uuid('job_id').notNull(),
    /** Per company, from 1 (what the studio and the client call it: "Quote 12"). */
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['fixed', 'pick-and-choose'] }).notNull(),
    /** Stored states; "expired" is worked out when read (sent or viewed, past expires_on). */
    status: text('status', { enum: ['draft', 'sent', 'viewed', 'accepted', 'declined'] })
      .notNull()
      .default('draft'),
    /** Copies of the company's pricing when the quote began: a quote never changes currency. */
    currency: text('currency').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    /** The current version (the one the editor edits), and the last one sent. */
    version: integer('version').notNull().default(1),
    sentVersion: integer('sent_version'),
    /** The current version's title, total (accepted choice, else the default) and expiry, for lists. */
    title: text('title').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    sentAt: at('sent_at'),
    viewedAt: at('viewed_at'),
    declinedAt: at('declined_at'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_company_id').on(t.companyId, t.id),
    uniqueIndex('quotes_company_number').on(t.companyId, t.number),
    index('quotes_company_job').on(t.companyId, t.jobId, t.createdAt),
    foreignKey({
      name: 'quotes_job_fk',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
  ],
);

/** Every version of a quote's content as saved; sent_at marks the ones the client was sent. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    companyId: uuid('company_id').notNull(),
    quoteId: uuid('quote_id').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<QuoteContent>().notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.version] }),
    foreignKey({
      name: 'quote_versions_quote_fk',
      columns: [t.companyId, t.quoteId],
      foreignColumns: [quotes.companyId, quotes.id],
    }).onDelete('cascade'),
  ],
);

/** The acceptance of a quote: who, when, from where, which version and what they chose. Never changed. */
export const quoteAcceptances = pgTable(
  'quote_acceptances',
  {
    quoteId: uuid('quote_id').primaryKey(),
    companyId: uuid('company_id').notNull(),
    version: integer('version').notNull(),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
    by: text('by', { enum: ['studio', 'client'] }).notNull(),
    /** The member who recorded it (studio), or none (the client, through the portal). */
    byUserId: uuid('by_user_id'),
    byName: text('by_name').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    choice: jsonb('choice').$type<QuoteChoice>(),
    /** The index of the schedule chosen among those the version offered; null when it offered none. */
    scheduleIndex: integer('schedule_index'),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'quote_acceptances_quote_fk',
      columns: [t.companyId, t.quoteId],
      foreignColumns: [quotes.companyId, quotes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quote_acceptances_version_fk',
      columns: [t.quoteId, t.version],
      foreignColumns: [quoteVersions.quoteId, quoteVersions.version],
    }).onDelete('cascade'),
  ],
);

/** A quote without a client (Settings → templates): a new quote may start from its content. */
export const quoteTemplates = pgTable(
  'quote_templates',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['fixed', 'pick-and-choose'] }).notNull(),
    content: jsonb('content').$type<QuoteContent>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('quote_templates_company_name').on(t.companyId, sql`lower(${t.name})`)],
);
