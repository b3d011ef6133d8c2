import { namedTemplatesRepo } from '../../db/named-templates.ts';
import { questionnaireTemplates } from '../../db/schema.ts';

/** Questionnaire templates' SQL (db/named-templates.ts); every statement filters by company. */
export type TemplateRow = typeof questionnaireTemplates.$inferSelect;
export type TemplateValues = Pick<TemplateRow, 'name' | 'description' | 'sections'>;
export const {
  listTemplates,
  findTemplate,
  countTemplates,
  namedTemplate,
  insertTemplate,
  updateTemplate,
  deleteTemplate,
} = namedTemplatesRepo(questionnaireTemplates);
