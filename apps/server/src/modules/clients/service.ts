import {
  clientShapeProblems,
  type Client,
  createClientRequestSchema,
  updateClientRequestSchema,
} from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { checkCustomFieldValues } from '../studio-lists/custom-fields/values.ts';
import { ClientText } from './messages.ts';
import * as repo from './repo.ts';

type CreateBody = z.output<typeof createClientRequestSchema>;
type UpdateBody = z.output<typeof updateClientRequestSchema>;
export const toClient = (row: repo.ClientRecord): Client => ({
  id: row.id,
  kind: row.kind,
  organisationName: row.organisationName,
  contacts: row.contacts,
  displayName: row.displayName,
  address: row.address,
  notes: row.notes,
  tags: row.tags,
  leadSource: row.leadSource,
  customFields: row.customFields,
  openBalanceCents: row.openBalanceCents,
  archivedAt: row.archivedAt?.toISOString() ?? null,
  mergedIntoId: row.mergedIntoId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const clientNotFound = () => new AppError('NotFound', ClientText.notFoundTitle, ClientText.notFound);
const invalid = (fields: Record<string, string>) =>
  new AppError('ValidationFailed', 'Check the form', Object.values(fields)[0]!, { data: { fields } });

/** Tags compared without case: the first spelling met is kept. */
export function uniqueTags(tags: string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()];
}

/** What a create body stores (the CSV import's rows too). */
export const valuesOf = (body: CreateBody): repo.ClientValues => ({
  kind: body.kind,
  organisationName: body.kind === 'organisation' ? (body.organisationName ?? null) : null,
  contacts: body.contacts,
  address: body.address ?? {},
  notes: body.notes ?? '',
  tags: uniqueTags(body.tags ?? []),
  leadSource: body.leadSource ?? null,
  customFields: body.customFields ?? {},
});

export async function createClient(deps: AppDeps, scope: CompanyScope, body: CreateBody): Promise<Client> {
  const row = await deps.db.transaction(async (tx) => {
    const values = valuesOf(body);
    values.customFields = await checkCustomFieldValues(tx, scope.companyId, 'client', values.customFields);
    return addClient(tx, scope, values);
  });
  return toClient(row);
}

/** A new client and its 'created' activity, in the caller's transaction (createClient; the demo seed). */
export async function addClient(
  tx: Db,
  by: { companyId: string; userId: string | null },
  values: repo.ClientValues,
) {
  const created = await repo.insertClient(tx, by.companyId, values);
  await recordActivity(tx, {
    companyId: by.companyId,
    subjectType: 'client',
    subjectId: created.id,
    userId: by.userId,
    action: 'created',
  });
  return created;
}

export async function getClient(deps: AppDeps, scope: CompanyScope, id: string): Promise<Client> {
  const row = await repo.findClient(deps.db, scope.companyId, id);
  if (!row) throw clientNotFound();
  return toClient(row);
}

/** Applies the fields sent over the stored ones; the merged result must still name the client. */
export async function updateClient(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  body: UpdateBody,
): Promise<Client> {
  const { updatedAt, ...changes } = body;
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.lockClient(tx, scope.companyId, id);
    if (!current) throw clientNotFound();
    const merged = valuesOf({
      ...current,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    } as CreateBody);
    const problems = clientShapeProblems(merged);
    if (Object.keys(problems).length > 0) throw invalid(problems);
    // Values sent replace, '' clears; each checked against the company's field (type, choices).
    if (changes.customFields)
      merged.customFields = await checkCustomFieldValues(
        tx,
        scope.companyId,
        'client',
        changes.customFields,
        current.customFields,
      );
    const saved = await repo.saveClient(tx, scope.companyId, id, merged, new Date(updatedAt));
    if (!saved) throw new AppError('StaleVersion', ClientText.staleTitle, ClientText.stale);
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'client',
      subjectId: id,
      userId: scope.userId,
      action: 'updated',
      details: {
        fields: Object.keys(changes).filter((k) => changes[k as keyof typeof changes] !== undefined),
      },
    });
    return saved;
  });
  return toClient(row);
}

export async function setClientArchived(
  deps: AppDeps,
  scope: CompanyScope,
  id: string,
  archived: boolean,
): Promise<Client> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.lockClient(tx, scope.companyId, id);
    if (!current) throw clientNotFound();
    // A merged client's jobs live on the kept one: bringing it back would show an empty double.
    if (!archived && current.mergedIntoId)
      throw new AppError('Conflict', ClientText.mergedTitle, ClientText.merged);
    if (Boolean(current.archivedAt) === archived) return current;
    const saved = await repo.setArchived(tx, scope.companyId, id, {
      archivedAt: archived ? new Date() : null,
    });
    await recordActivity(tx, {
      companyId: scope.companyId,
      subjectType: 'client',
      subjectId: id,
      userId: scope.userId,
      action: archived ? 'archived' : 'unarchived',
    });
    return saved!;
  });
  return toClient(row);
}

/** Only a client nothing refers to is deleted; otherwise the answer says to archive it. */
export async function deleteClient(deps: AppDeps, scope: CompanyScope, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockClient(tx, scope.companyId, id))) throw clientNotFound();
    const refs = await repo.referenceCount(tx, scope.companyId, id);
    if (refs > 0) throw new AppError('Conflict', ClientText.inUseTitle, ClientText.inUse(refs));
    await repo.deleteClient(tx, scope.companyId, id);
  });
}
