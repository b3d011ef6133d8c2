import type { Client } from '@focal/contracts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { recordActivity } from '../../activity/record.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { repointMergedClient } from '../../calendar/links.ts';
import { ClientText } from '../messages.ts';
import * as clients from '../repo.ts';
import { clientNotFound, toClient, uniqueTags } from '../service.ts';
import * as repo from './repo.ts';
import { mergeClientInvoices } from '../../invoices/service.ts';
import { mergeClientQuestionnaires } from '../../questionnaires/service.ts';

/**
 * What the kept client gains from the other: each contact's missing email and phone from the
 * other's contact at the same place, the tags of both, the other's notes after its own, and its
 * lead source, address and custom field values where the kept one has none.
 */
function mergedValues(kept: clients.ClientRecord, other: clients.ClientRecord): clients.ClientValues {
  const contacts = kept.contacts.map((c, i) => ({
    ...c,
    email: c.email ?? other.contacts[i]?.email ?? null,
    phone: c.phone ?? other.contacts[i]?.phone ?? null,
  }));
  const notes = [kept.notes, other.notes].filter((n) => n.trim() !== '').join('\n\n');
  return {
    kind: kept.kind,
    organisationName: kept.organisationName,
    contacts,
    address: Object.values(kept.address).some(Boolean) ? kept.address : other.address,
    notes,
    tags: uniqueTags([...kept.tags, ...other.tags]).slice(0, 50),
    leadSource: kept.leadSource ?? other.leadSource,
    customFields: { ...other.customFields, ...kept.customFields },
  };
}

/** Merges `otherId` into `keptId` in one transaction: jobs, mail and appointments follow; the other is archived. */
export async function mergeClients(
  deps: AppDeps,
  scope: CompanyScope,
  keptId: string,
  otherId: string,
): Promise<Client> {
  if (keptId === otherId)
    throw new AppError('ValidationFailed', 'Check the form', ClientText.mergeSelf, {
      data: { fields: { otherClientId: ClientText.mergeSelf } },
    });
  const row = await deps.db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair the other way round cannot deadlock.
    const [a, b] = [keptId, otherId].sort();
    const locked = [
      await clients.lockClient(tx, scope.companyId, a!),
      await clients.lockClient(tx, scope.companyId, b!),
    ];
    const kept = locked.find((c) => c?.id === keptId);
    const other = locked.find((c) => c?.id === otherId);
    if (!kept || !other) throw clientNotFound();
    if (kept.mergedIntoId || other.mergedIntoId)
      throw new AppError('Conflict', ClientText.mergeArchivedTitle, ClientText.mergeArchived);
    await repo.repointJobClients(tx, scope.companyId, other.id, kept.id);
    await repo.repointMail(tx, scope.companyId, other.id, kept.id);
    await repointMergedClient(tx, scope.companyId, other.id, kept.id);
    await mergeClientInvoices(tx, scope.companyId, other.id, kept.id);
    await mergeClientQuestionnaires(tx, scope.companyId, other.id, kept.id);
    const saved = await clients.saveClient(tx, scope.companyId, kept.id, mergedValues(kept, other));
    await clients.setArchived(tx, scope.companyId, other.id, {
      archivedAt: new Date(),
      mergedIntoId: kept.id,
    });
    const entry = {
      companyId: scope.companyId,
      subjectType: 'client' as const,
      userId: scope.userId,
      action: 'merged',
    };
    await recordActivity(tx, {
      ...entry,
      subjectId: kept.id,
      details: { from: other.id, fromName: other.displayName },
    });
    await recordActivity(tx, {
      ...entry,
      subjectId: other.id,
      details: { into: kept.id, intoName: kept.displayName },
    });
    return saved!;
  });
  return toClient(row);
}
