import type { Announcement, AnnouncementVariant } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import { planCatalogue, tierName } from '../account-billing/plans/catalogue.ts';
import { limitOf, upgradeTierFor } from '../account-billing/plans/limits.ts';
import { type Placeholders, renderAnnouncement } from './fill.ts';
import { AnnouncementText } from './messages.ts';
import { type AnnouncementRow } from './repo.ts';
import { loadAnnouncementSanitizer, sanitizeAnnouncementHtml } from './sanitize.ts';
import { storedVariants } from './service.ts';

/** What the console uses besides this file: the rows, whatever their schedule or state. */
export {
  allAnnouncementRows,
  announcementForUpdate,
  type AnnouncementRow,
  type AnnouncementValues,
  insertAnnouncementRow,
  updateAnnouncementRow,
} from './repo.ts';

export type StoredVariants = Omit<Announcement, 'id'>;

/** The variants of a row, or null for a row of another shape (the app leaves such a row out). */
export function variantsOf(row: AnnouncementRow): StoredVariants | null {
  const parsed = storedVariants.safeParse(row.variants);
  return parsed.success ? parsed.data : null;
}

/**
 * The variants as they are saved: each HTML text sanitised with the app's own sanitiser (it runs
 * again after filling in). A text that sanitising empties is refused, not saved blank.
 */
export async function sanitizedVariants(variants: StoredVariants): Promise<StoredVariants> {
  await loadAnnouncementSanitizer();
  const fields: Record<string, string> = {};
  const clean = (path: string, variant: AnnouncementVariant | null): AnnouncementVariant | null => {
    if (!variant) return null;
    const htmlText = sanitizeAnnouncementHtml(variant.htmlText).trim();
    if (!htmlText) fields[`${path}.htmlText`] = AnnouncementText.emptyAfterSanitising;
    return { ...variant, htmlText };
  };
  const saved = {
    web: clean('web', variants.web),
    mobile: clean('mobile', variants.mobile),
    app: { ios: clean('app.ios', variants.app.ios), android: clean('app.android', variants.app.android) },
  };
  const first = Object.values(fields)[0];
  if (first) throw new AppError('ValidationFailed', 'Please check the form', first, { data: { fields } });
  return saved;
}

/**
 * The sample account a preview is filled in for: a PRO trial with 7 days left, using all its users,
 * so every placeholder ({planName}, {daysLeft}, {feature}, {max}, {upgradeTier}, {upgradePlanName})
 * shows a value from the current catalogue.
 */
async function sampleValues(db: Db): Promise<Placeholders> {
  await planCatalogue(db);
  const upgradeTier = upgradeTierFor('PRO', 'USERS') ?? 'MASTER';
  return {
    planName: tierName('PRO'),
    daysLeft: '7',
    feature: AnnouncementText.feature.USERS,
    max: String(limitOf('PRO', 'USERS') ?? 3),
    upgradeTier,
    upgradePlanName: tierName(upgradeTier),
  };
}

/** Each row's variants exactly as the app receives them for the sample account (null if malformed). */
export async function previewsOf(db: Db, rows: AnnouncementRow[]): Promise<Map<string, Announcement | null>> {
  const values = await sampleValues(db);
  await loadAnnouncementSanitizer();
  return new Map(
    rows.map((row) => {
      const variants = variantsOf(row);
      return [row.id, variants ? renderAnnouncement({ id: row.id, ...variants }, values) : null];
    }),
  );
}
