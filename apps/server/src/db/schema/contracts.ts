/**
 * Contracts (issue 34): a company's contract templates, the contracts of its leads and jobs, their
 * signers and their audit trail. A contract's body is HTML with `{{merge_fields}}` while it is a
 * draft; at send the fields are filled in (`rendered_html`), hashed (`body_sha256`) and, with the
 * consent disclosure of that day, frozen. Migration 0048's triggers refuse a change to a sent
 * contract's text, to its signers once sent, to a signature, and any update or delete of an event.
 */
import { CONTRACT_EVENT_KINDS, CONTRACT_STATUSES } from '@focal/contracts/contracts/api';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { clients, jobs } from './studio.ts';

export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    /** Sanitized HTML (the editor's), with `{{merge_field}}` references. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contract_templates_company_id').on(t.companyId, t.id),
    uniqueIndex('contract_templates_company_name').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** The company's consent disclosure (ESIGN 15 USC 7001(c)); no row: the default text. */
export const contractSettings = pgTable('contract_settings', {
  companyId: companyIdColumn().primaryKey(),
  disclosure: text('disclosure').notNull(),
  updatedAt: updatedAt(),
});

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: companyIdColumn(),
    jobId: uuid('job_id').notNull(),
    templateId: uuid('template_id'),
    title: text('title').notNull(),
    /** The text as edited: HTML with merge fields. */
    body: text('body').notNull(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('draft'),
    /** 1, then one more for each edit of a sent contract (the new draft that replaces it). */
    version: integer('version').notNull().default(1),
    /** The voided contract this draft replaces, kept as it was. */
    replacesId: uuid('replaces_id'),
    /** Frozen at send: the text with its fields filled in, its SHA-256 (hex), the disclosure shown. */
    renderedHtml: text('rendered_html'),
    bodySha256: text('body_sha256'),
    disclosure: text('disclosure'),
    sentAt: at('sent_at'),
    completedAt: at('completed_at'),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    /** The sealed PDF in private file storage (contract-seal), once sealed. */
    sealedPdfPath: text('sealed_pdf_path'),
    sealedAt: at('sealed_at'),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contracts_company_id').on(t.companyId, t.id),
    index('contracts_company_job').on(t.companyId, t.jobId, t.createdAt),
    foreignKey({
      name: 'contracts_job_fk',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    // ON DELETE SET NULL ("template_id") is written in the migration: drizzle cannot say one column.
    foreignKey({
      name: 'contracts_template_fk',
      columns: [t.companyId, t.templateId],
      foreignColumns: [contractTemplates.companyId, contractTemplates.id],
    }),
    foreignKey({
      name: 'contracts_replaces_fk',
      columns: [t.companyId, t.replacesId],
      foreignColumns: [t.companyId, t.id],
    }),
  ],
);

export const contractSigners = pgTable(
  'contract_signers',
  {
    id: id(),
    companyId: companyIdColumn(),
    contractId: uuid('contract_id').notNull(),
    /** The signing order, from 0. */
    position: integer('position').notNull(),
    party: text('party', { enum: ['client', 'studio'] }).notNull(),
    /** The client (party 'client'); null once that client is deleted. */
    clientId: uuid('client_id'),
    /** The member signing for the company (party 'studio'): a record, not a link (members leave). */
    userId: uuid('user_id'),
    name: text('name').notNull(),
    email: text('email'),
    status: text('status', { enum: ['pending', 'signed', 'declined'] })
      .notNull()
      .default('pending'),
    signedAt: at('signed_at'),
    consentedAt: at('consented_at'),
    signatureKind: text('signature_kind', { enum: ['typed', 'drawn'] }),
    /** The typed name, or the drawing as a PNG data URL (bounded by the check below). */
    signatureData: text('signature_data'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    declinedAt: at('declined_at'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contract_signers_company_id').on(t.companyId, t.id),
    uniqueIndex('contract_signers_order').on(t.contractId, t.position),
    index('contract_signers_client').on(t.companyId, t.clientId),
    foreignKey({
      name: 'contract_signers_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('cascade'),
    // ON DELETE SET NULL ("client_id") is written in the migration.
    foreignKey({
      name: 'contract_signers_client_fk',
      columns: [t.companyId, t.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }),
  ],
);

/** The audit trail: appended, never changed (the code has no path, the trigger refuses). */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: id(),
    companyId: companyIdColumn(),
    contractId: uuid('contract_id').notNull(),
    kind: text('kind', { enum: CONTRACT_EVENT_KINDS }).notNull(),
    actorKind: text('actor_kind', { enum: ['studio', 'client', 'system'] }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorClientId: uuid('actor_client_id'),
    actorName: text('actor_name'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    at: at('at')
      .notNull()
      .default(sql`clock_timestamp()`),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('contract_events_contract').on(t.companyId, t.contractId, t.at),
    foreignKey({
      name: 'contract_events_contract_fk',
      columns: [t.companyId, t.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('cascade'),
  ],
);
