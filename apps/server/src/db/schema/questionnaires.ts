/**
 * Questionnaire templates (issue 34): a company's questionnaire, its sections and questions kept as
 * jsonb on the row (checked by the contracts' `questionnaireSectionsSchema` before it is written),
 * versioned by `updated_at`. `archived_at` is for a template that questionnaires sent later use.
 */
import type { Answers, QuestionnaireSection } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { clients, jobs } from './studio.ts';

export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    sections: jsonb('sections').$type<QuestionnaireSection[]>().notNull(),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The key later questionnaires refer to (company_id, id), as the other tables' links do.
    uniqueIndex('questionnaire_templates_company_id').on(t.companyId, t.id),
    uniqueIndex('questionnaire_templates_company_name').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * A questionnaire of a lead or job (issue 34), for one of its clients: the template's sections as
 * they were when it was made (a later edit of the template changes no questionnaire), the client's
 * answers by question id (checked against those sections by the contracts' `answersProblems`), and
 * `answers_version`, counting the saves of answers. Goes with its job; keeps its copy when its
 * template or its client is deleted.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    companyId: companyIdColumn(),
    jobId: uuid('job_id').notNull(),
    templateId: uuid('template_id'),
    clientId: uuid('client_id'),
    name: text('name').notNull(),
    sections: jsonb('sections').$type<QuestionnaireSection[]>().notNull(),
    status: text('status', { enum: ['draft', 'sent', 'in_progress', 'submitted'] })
      .notNull()
      .default('draft'),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    answersVersion: integer('answers_version').notNull().default(0),
    sentAt: at('sent_at'),
    remindedAt: at('reminded_at'),
    submittedAt: at('submitted_at'),
    reopenedAt: at('reopened_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('questionnaires_company_id').on(t.companyId, t.id),
    index('questionnaires_company_job').on(t.companyId, t.jobId, t.createdAt),
    index('questionnaires_company_client').on(t.companyId, t.clientId),
    foreignKey({
      name: 'questionnaires_job_fk',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    // Hand-edited in the migration to SET NULL ("template_id") / ("client_id") alone: company_id stays.
    foreignKey({
      name: 'questionnaires_template_fk',
      columns: [t.companyId, t.templateId],
      foreignColumns: [questionnaireTemplates.companyId, questionnaireTemplates.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'questionnaires_client_fk',
      columns: [t.companyId, t.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('set null'),
  ],
);
