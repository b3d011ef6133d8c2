/**
 * Questionnaire templates (issue 34): a company's questionnaire, its sections and questions kept as
 * jsonb on the row (checked by the contracts' `questionnaireSectionsSchema` before it is written),
 * versioned by `updated_at`. `archived_at` is for a template that questionnaires sent later use.
 */
import type { QuestionnaireSection } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';

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
