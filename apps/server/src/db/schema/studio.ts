/**
 * The studio core: clients, leads and jobs (one record, two stages), their sessions, the studio's
 * own appointments and blocked time, the company's lists (job types, lead pipeline, custom fields),
 * per-user calendar feeds and the activity of each record. Every row carries company_id.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companyIdColumn, users } from './accounts.ts';

/** A postal address; each part optional. `placeId` is the maps service's id when picked from it. */
export type StudioAddress = {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
  placeId?: string | null;
};

/** One named contact of a client: a person has one, a couple two, an organisation one or more. */
export type ClientContact = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
};

export const clients = pgTable(
  'clients',
  {
    id: id(),
    companyId: companyIdColumn(),
    kind: text('kind', { enum: ['person', 'couple', 'organisation'] }).notNull(),
    /** The organisation's name (kind organisation); null otherwise. */
    organisationName: text('organisation_name'),
    /** The contacts, the first one primary. */
    contacts: jsonb('contacts').$type<ClientContact[]>().notNull(),
    /** What the lists show and sort by: 'Anna & Ben Smith', 'Acme Ltd'. Written by the repo. */
    displayName: text('display_name').notNull(),
    /** lower(display name, emails, phones, phone digits): the trigram search reads this. */
    searchText: text('search_text').notNull(),
    address: jsonb('address').$type<StudioAddress>().notNull().default({}),
    notes: text('notes').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    leadSource: text('lead_source'),
    /** Values of the company's client custom fields: { [customFieldId]: value }. */
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    /** Kept up by the invoices feature (none yet): what the client still owes, in minor units. */
    openBalanceCents: bigint('open_balance_cents', { mode: 'number' }).notNull().default(0),
    archivedAt: at('archived_at'),
    /** Set when merged into another client (then archived too); its jobs moved there. */
    mergedIntoId: uuid('merged_into_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keyset pages by name and by creation; lower() so 'anna' and 'Anna' sort together.
    index('clients_company_name').on(t.companyId, sql`lower(${t.displayName})`, t.id),
    index('clients_company_created').on(t.companyId, t.createdAt, t.id),
    index('clients_company_updated').on(t.companyId, t.updatedAt, t.id),
    // Search as you type, typo tolerant (pg_trgm, migration 0016). No fastupdate: see users_search.
    index('clients_search')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('clients_tags').using('gin', t.tags).with({ fastupdate: false }),
    // What a reference that must stay in the company points at (an appointment's client).
    uniqueIndex('clients_company_id').on(t.companyId, t.id),
  ],
);

/** A company's own extra fields on clients or on jobs and leads. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    companyId: companyIdColumn(),
    entity: text('entity', { enum: ['client', 'job'] }).notNull(),
    label: text('label').notNull(),
    type: text('type', { enum: ['text', 'number', 'date', 'select'] }).notNull(),
    /** The choices of a select field. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('custom_fields_company').on(t.companyId, t.entity, t.position)],
);

/** The company's list of job types (wedding, portrait…): a name and the calendar colour. */
export const jobTypes = pgTable(
  'job_types',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    /** '#rrggbb'. */
    colour: text('colour').notNull(),
    position: integer('position').notNull(),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_types_company_name').on(t.companyId, sql`lower(${t.name})`)],
);

/** The company's lead pipeline: ordered stages, each open, won or lost. */
export const leadStages = pgTable(
  'lead_stages',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['open', 'won', 'lost'] }).notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_stages_company').on(t.companyId, t.position)],
);

/**
 * A lead (stage 'lead': a prospective job, in a pipeline stage) or a job (stage 'job': booked).
 * status: leads are active or archived; jobs active, completed or archived. The plan's active-jobs
 * limit counts stage 'job' and status 'active' across the business account's companies, in
 * activated_at order (the jobs past the limit are the limited ones).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: companyIdColumn(),
    stage: text('stage', { enum: ['lead', 'job'] }).notNull(),
    status: text('status', { enum: ['active', 'completed', 'archived'] })
      .notNull()
      .default('active'),
    leadStageId: uuid('lead_stage_id').references(() => leadStages.id, { onDelete: 'set null' }),
    lostReason: text('lost_reason'),
    jobTypeId: uuid('job_type_id').references(() => jobTypes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The main date (the wedding day); sessions carry their own times. */
    mainDate: date('main_date', { mode: 'string' }),
    valueCents: bigint('value_cents', { mode: 'number' }),
    notes: text('notes').notNull().default(''),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    /** When it last became an active job (created as one, converted, reactivated). */
    activatedAt: at('activated_at'),
    convertedAt: at('converted_at'),
    completedAt: at('completed_at'),
    archivedAt: at('archived_at'),
    /**
     * The latest of its activity's times (null: none), kept by triggers on activity (migration 0039)
     * whatever writes it: the dashboard's leads waiting for a reply read it from the index below.
     */
    lastActivityAt: at('last_activity_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_company_list').on(t.companyId, t.stage, t.status, t.createdAt, t.id),
    index('jobs_company_date').on(t.companyId, t.stage, t.mainDate, t.id),
    index('jobs_company_name').on(t.companyId, t.stage, sql`lower(${t.name})`, t.id),
    // The settings pages count each type's and stage's records, and a delete checks them.
    index('jobs_company_type').on(t.companyId, t.jobTypeId),
    index('jobs_company_lead_stage').on(t.companyId, t.leadStageId),
    index('jobs_active_rank')
      .on(t.companyId, t.activatedAt, t.id)
      .where(sql`${t.stage} = 'job' and ${t.status} = 'active'`),
    // Waiting for a reply since (its last activity, else its creation), by stage: the open stages'
    // longest waiting leads, and how many started waiting within the last days.
    index('jobs_leads_waiting')
      .on(t.companyId, t.leadStageId, sql`coalesce(${t.lastActivityAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.stage} = 'lead' and ${t.status} = 'active'`),
    index('jobs_name_search')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // What a reference that must stay in the company points at (an appointment's job).
    uniqueIndex('jobs_company_id').on(t.companyId, t.id),
  ],
);

/** The clients of a lead or job (one or more; the first by position is the main one). */
export const jobClients = pgTable(
  'job_clients',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.clientId] }), index('job_clients_client').on(t.clientId)],
);

/** A session of a lead or job: a shoot, a meeting, the wedding day itself. */
export const jobSessions = pgTable(
  'job_sessions',
  {
    id: id(),
    companyId: companyIdColumn(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    location: text('location'),
    address: jsonb('address').$type<StudioAddress>().notNull().default({}),
    notes: text('notes').notNull().default(''),
    /**
     * A copy of what the calendar shows of the session's lead or job (its stage, status, name and
     * type), so a month's range reads the sessions alone instead of a job row for each (at 200,000
     * jobs the most of its time). Kept by the triggers of migration 0018 whatever writes the job or
     * the session; the application never writes them (the defaults only satisfy NOT NULL until the
     * insert trigger fills them).
     */
    jobStage: text('job_stage', { enum: ['lead', 'job'] })
      .notNull()
      .default('lead'),
    jobStatus: text('job_status', { enum: ['active', 'completed', 'archived'] })
      .notNull()
      .default('active'),
    jobName: text('job_name').notNull().default(''),
    jobTypeId: uuid('job_type_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_sessions_company_starts').on(t.companyId, t.startsAt),
    index('job_sessions_job').on(t.jobId, t.startsAt),
  ],
);

/** The studio's own calendar entries: appointments, and blocked time nothing may be booked in. */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    companyId: companyIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['appointment', 'blocked'] }).notNull(),
    title: text('title').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    location: text('location'),
    notes: text('notes').notNull().default(''),
    /**
     * What the appointment is about (issue 31): a client, a lead or job, both or neither; never on
     * blocked time. Keyed with company_id, so a link cannot cross companies; a deleted client or job
     * leaves the appointment unlinked (migration 0023 writes `ON DELETE SET NULL (client_id)`, which
     * keeps company_id: drizzle cannot say the column list).
     */
    clientId: uuid('client_id'),
    jobId: uuid('job_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_company_starts').on(t.companyId, t.startsAt),
    foreignKey({
      name: 'appointments_client_fk',
      columns: [t.companyId, t.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'appointments_job_fk',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('set null'),
    // A deleted or moved client or job finds its appointments without reading the company's all.
    index('appointments_client')
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('appointments_job')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
    check(
      'appointments_blocked_unlinked',
      sql`${t.kind} = 'appointment' or (${t.clientId} is null and ${t.jobId} is null)`,
    ),
  ],
);

/** A user's secret iCal feed of one company's calendar; only the token's SHA-256 is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    companyId: companyIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token').on(t.tokenHash),
    index('calendar_feeds_user').on(t.userId, t.companyId),
  ],
);

/** A to-do on a lead or job. */
export const jobTasks = pgTable(
  'job_tasks',
  {
    id: id(),
    companyId: companyIdColumn(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    doneAt: at('done_at'),
    createdAt: createdAt(),
  },
  (t) => [index('job_tasks_job').on(t.jobId, t.createdAt)],
);

/** A file attached to a lead or job, in file storage. */
export const jobFiles = pgTable(
  'job_files',
  {
    id: id(),
    companyId: companyIdColumn(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Path in file storage. */
    path: text('path').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('job_files_job').on(t.jobId, t.createdAt)],
);

/** What happened to a client, lead or job, newest first on its profile. */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    companyId: companyIdColumn(),
    subjectType: text('subject_type', { enum: ['client', 'job'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A short code: 'created', 'converted', 'status_changed', 'merged'… */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('activity_subject').on(t.companyId, t.subjectType, t.subjectId, t.at)],
);
