/**
 * Payment schedule templates (issue 32): a named schedule rule of a company, which the quote and
 * invoice schedule editors fill from. The rule is the contracts' schedule rule, checked by
 * `scheduleRuleSchema` before it is written; a document copies it, so no document refers here.
 */
import type { ScheduleTemplate } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { companyIdColumn } from './accounts.ts';

export const paymentScheduleTemplates = pgTable(
  'payment_schedule_templates',
  {
    id: id(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    rule: jsonb('rule').$type<ScheduleTemplate['rule']>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_schedule_templates_company_name').on(t.companyId, sql`lower(${t.name})`)],
);
