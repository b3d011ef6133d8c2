import { namedTemplatesRepo } from '../../db/named-templates.ts';
import { paymentScheduleTemplates } from '../../db/schema.ts';

/** Payment schedule templates' SQL (db/named-templates.ts); every statement filters by company. */
export type TemplateRow = typeof paymentScheduleTemplates.$inferSelect;
export const {
  listTemplates,
  findTemplate,
  countTemplates,
  namedTemplate,
  insertTemplate,
  updateTemplate,
  deleteTemplate,
} = namedTemplatesRepo(paymentScheduleTemplates);
