import { type Announcement, announcementSchema, type announcementsDataSchema } from '@focal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { countCompanies } from '../companies/rows.ts';
import { planCatalogue, tierName } from '../account-billing/plans/catalogue.ts';
import { type LimitedFeature, limitOf, planTierOf, upgradeTierFor } from '../account-billing/plans/limits.ts';
import { isLiveSubscription } from '../account-billing/subscription/live.ts';
import { countAccountUsers } from '../team/service.ts';
import { type Placeholders, renderAnnouncement } from './fill.ts';
import { AnnouncementText } from './messages.ts';
import { loadAnnouncementSanitizer } from './sanitize.ts';
import { type AnnouncementRow, currentAnnouncements, subscriptionOfAccount } from './repo.ts';

type AnnouncementsData = z.infer<typeof announcementsDataSchema>;
type Audience = AnnouncementRow['audience'];

const DAY_MS = 86_400_000;
// A stored row's variants, as the contract's announcement without the id (which is the row's).
export const storedVariants = announcementSchema.omit({ id: true });

/** The features whose limit can be reached today, in the order the NEAR_LIMIT announcement names them. */
const COUNTED: { feature: LimitedFeature; count: (db: Db, businessAccountId: string) => Promise<number> }[] =
  [
    { feature: 'USERS', count: countAccountUsers },
    { feature: 'COMPANIES', count: countCompanies },
  ];

/**
 * The first counted feature whose use equals the plan's finite limit while a higher tier allows
 * more (issue 5's "plan nearing its limits"); null when none is. Limits come from plans/limits.ts.
 * A limit of one is never news: every account starts with its one company and its one user, and a
 * brand-new trial was greeted with 'limit reached' (issue 10 §11). That limit is told where the
 * user tries to pass it (Add New Company offers the upgrade instead).
 */
async function featureAtLimit(db: Db, businessAccountId: string): Promise<Placeholders | null> {
  const tier = await planTierOf(db, businessAccountId);
  for (const { feature, count } of COUNTED) {
    const max = limitOf(tier, feature);
    const upgradeTier = upgradeTierFor(tier, feature);
    if (max === null || max <= 1 || !upgradeTier) continue;
    if ((await count(db, businessAccountId)) < max) continue;
    return {
      feature: AnnouncementText.feature[feature],
      max: String(max),
      upgradeTier,
      upgradePlanName: tierName(upgradeTier),
    };
  }
  return null;
}

/**
 * The announcements for the signed-in account. ALL reaches everyone;
 * TRIALING and PAST_DUE a live subscription in that status; NEAR_LIMIT an account using all of a
 * limited feature. Each comes filled in for the account and sanitised; the client picks the
 * platform's variant.
 */
export async function accountAnnouncements(
  deps: AppDeps,
  scope: CompanyScope,
  now = new Date(),
): Promise<AnnouncementsData> {
  const { db } = deps;
  const [rows, subscription] = await Promise.all([
    currentAnnouncements(db, now),
    subscriptionOfAccount(db, scope.businessAccountId),
    planCatalogue(db),
  ]);
  const live = subscription !== null && isLiveSubscription(subscription, now);
  const audiences = new Set<Audience>(['ALL']);
  if (live && subscription.status === 'trialing') audiences.add('TRIALING');
  if (live && subscription.status === 'past_due') audiences.add('PAST_DUE');

  const values: Placeholders = {};
  if (subscription) values.planName = tierName(subscription.planTier);
  if (subscription?.accessTill) {
    // Whole days, counting a started day: a trial ending in 3 h "ends in 1 day".
    const days = Math.ceil((subscription.accessTill.getTime() - now.getTime()) / DAY_MS);
    values.daysLeft = String(Math.max(days, 1));
  }
  if (live && rows.some((row) => row.audience === 'NEAR_LIMIT')) {
    const atLimit = await featureAtLimit(db, scope.businessAccountId);
    if (atLimit) {
      audiences.add('NEAR_LIMIT');
      Object.assign(values, atLimit);
    }
  }

  await loadAnnouncementSanitizer();
  const announcements: Announcement[] = [];
  for (const row of rows) {
    if (!audiences.has(row.audience)) continue;
    // A row an administrator stored in another shape is left out rather than failing the frame.
    const parsed = storedVariants.safeParse(row.variants);
    if (!parsed.success) continue;
    announcements.push(renderAnnouncement({ id: row.id, ...parsed.data }, values));
  }
  return { announcements, resourcesLinks: {} };
}
