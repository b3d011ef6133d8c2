import {
  type AdminAnnouncement,
  type adminAnnouncementInputSchema,
  type Announcement,
} from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type AdminActor, recordAdminAction } from '../admin-audit/service.ts';
import {
  allAnnouncementRows,
  announcementForUpdate,
  type AnnouncementRow,
  type AnnouncementValues,
  insertAnnouncementRow,
  previewsOf,
  sanitizedVariants,
  updateAnnouncementRow,
  variantsOf,
} from '../announcements/console.ts';
import { CatalogueText } from './messages.ts';

type Input = z.output<typeof adminAnnouncementInputSchema>;

function stateOf(row: AnnouncementRow, now: Date): AdminAnnouncement['state'] {
  if (!row.active) return 'RETIRED';
  if (row.startsAt && row.startsAt > now) return 'SCHEDULED';
  if (row.endsAt && row.endsAt <= now) return 'ENDED';
  return 'LIVE';
}

/** The row as the console shows it; the audit entries hold the same without the preview. */
function adminAnnouncementOf(row: AnnouncementRow, preview: Announcement | null, now = new Date()) {
  return {
    id: row.id,
    key: row.key,
    audience: row.audience,
    priority: row.priority,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.active,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    variants: variantsOf(row),
    preview,
  } satisfies AdminAnnouncement;
}
const audited = (row: AnnouncementRow) => {
  const { preview: _preview, ...rest } = adminAnnouncementOf(row, null);
  return rest;
};

async function withPreview(deps: AppDeps, row: AnnouncementRow): Promise<AdminAnnouncement> {
  const previews = await previewsOf(deps.db, [row]);
  return adminAnnouncementOf(row, previews.get(row.id) ?? null);
}

export async function listAnnouncements(deps: AppDeps): Promise<AdminAnnouncement[]> {
  const rows = await allAnnouncementRows(deps.db);
  const previews = await previewsOf(deps.db, rows);
  const now = new Date();
  return rows.map((row) => adminAnnouncementOf(row, previews.get(row.id) ?? null, now));
}

async function valuesOf(input: Input): Promise<AnnouncementValues> {
  return {
    key: input.key,
    audience: input.audience,
    priority: input.priority,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    variants: await sanitizedVariants({ web: input.web, mobile: input.mobile, app: input.app }),
  };
}

/** A taken key surfaces as PostgreSQL's unique violation (the transaction is rolled back). */
async function keyChecked<T>(key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('AlreadyExists', CatalogueText.keyTakenTitle, CatalogueText.keyTaken(key), {
      data: { fields: { key: CatalogueText.keyTaken(key) } },
    });
  }
}

export async function createAnnouncement(deps: AppDeps, admin: AdminActor, input: Input) {
  const values = await valuesOf(input);
  const row = await keyChecked(input.key, () =>
    deps.db.transaction(async (tx) => {
      const created = await insertAnnouncementRow(tx, values);
      await recordAdminAction(tx, {
        ...admin,
        action: 'announcement.create',
        targetKind: 'announcement',
        targetId: created.id,
        before: null,
        after: audited(created),
      });
      return created;
    }),
  );
  return withPreview(deps, row);
}

/** Replaces every field of an announcement that is not retired (seeded ones included). */
export async function updateAnnouncement(deps: AppDeps, admin: AdminActor, id: string, input: Input) {
  const values = await valuesOf(input);
  const row = await keyChecked(input.key, () =>
    deps.db.transaction(async (tx) => {
      const before = await announcementForUpdate(tx, id);
      if (!before) throw notFound('That announcement');
      // As a retired system notification: the form that sent this is stale, and reloads.
      if (!before.active)
        throw new AppError('StaleVersion', CatalogueText.retiredTitle, CatalogueText.announcementRetired);
      const after = await updateAnnouncementRow(tx, id, values);
      await recordAdminAction(tx, {
        ...admin,
        action: 'announcement.update',
        targetKind: 'announcement',
        targetId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    }),
  );
  return withPreview(deps, row);
}

/** No account is shown it again. Retiring a retired one changes nothing and writes no entry. */
export async function retireAnnouncement(deps: AppDeps, admin: AdminActor, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await announcementForUpdate(tx, id);
    if (!before) throw notFound('That announcement');
    if (!before.active) return before;
    const after = await updateAnnouncementRow(tx, id, { active: false });
    await recordAdminAction(tx, {
      ...admin,
      action: 'announcement.retire',
      targetKind: 'announcement',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return withPreview(deps, row);
}
