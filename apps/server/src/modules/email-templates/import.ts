import type { Db } from '../../db/client.ts';
import { freeName } from './names.ts';
import * as repo from './repo.ts';

export { countTemplates, templateCursor, templatesAfter } from './repo.ts';

/**
 * The company import's write of a batch of templates: the same texts (already sanitised when the
 * source saved them) under the ids the import chose. A name the new company already uses gets a
 * number, "Invoice reminder (2)", as names are unique per company.
 */
export async function writeImportedTemplates(
  tx: Db,
  copies: { row: repo.TemplateRow; targetId: string }[],
  targetCompanyId: string,
): Promise<void> {
  await repo.lockTemplates(tx, targetCompanyId);
  const taken = await repo.namesOf(tx, targetCompanyId);
  const rows = copies.map(({ row, targetId }) => {
    const name = freeName(row.name, taken);
    taken.add(name.toLowerCase());
    return { id: targetId, name, subject: row.subject, bodyHtml: row.bodyHtml };
  });
  await repo.insertTemplates(tx, targetCompanyId, rows);
}
