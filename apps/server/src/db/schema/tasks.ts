/** Background tasks (company imports) and what each import has copied. */
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { companies, users } from './accounts.ts';

/** Long work run by a worker (today: a company import), shown as a banner until dismissed. */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['company_import', 'client_csv_import'] }).notNull(),
    state: text('state', { enum: ['IN_PROGRESS', 'COMPLETED', 'COMPLETED_WITH_ERRORS'] }).notNull(),
    /** What to do, e.g. { sourceCompanyId, types }. */
    payload: jsonb('payload').notNull(),
    /** One entry per step: { type, label, state, copied, failed, error }. */
    items: jsonb('items').notNull().default([]),
    heartbeatAt: at('heartbeat_at'),
    finishedAt: at('finished_at'),
    dismissedAt: at('dismissed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('background_tasks_company').on(t.companyId, t.createdAt)],
);

/**
 * What an import has copied: one row per source row, written in the same transaction as the copy,
 * so a restarted import skips what is done and never copies a row twice.
 */
export const importCopies = pgTable(
  'import_copies',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => backgroundTasks.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: text('target_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.type, t.sourceId] })],
);
