import type { Announcement, AnnouncementAction } from '@focal/contracts/announcements';
import { appShell } from '../../../shared/platform';

/** Which variant an announcement shows: web, mobile (a narrow view), or the app's (spec 01 §4.6). */
export type AnnouncementPlatform = 'web' | 'mobile' | 'ios' | 'android';

/** Inside the apps their own variant; in a browser, mobile for the mobile view (≤ 991 px), else web. */
export function announcementPlatform(mobileView: boolean, userAgent?: string): AnnouncementPlatform {
  const shell = appShell(userAgent);
  if (shell) return shell.os;
  return mobileView ? 'mobile' : 'web';
}

/** An announcement ready to show: its platform's HTML (sanitised when shown) and its first action. */
export type ShownAnnouncement = { id: string; html: string; action: AnnouncementAction | null };

function variantOf(announcement: Announcement, platform: AnnouncementPlatform) {
  if (platform === 'ios' || platform === 'android') return announcement.app[platform];
  return announcement[platform];
}

/**
 * Spec 01 §4.6, §5: the platform's variant of each announcement; those without content for the
 * platform and those whose actions include a MANUAL method are dropped; only the first action is used.
 */
export function pickAnnouncements(
  announcements: readonly Announcement[],
  platform: AnnouncementPlatform,
): ShownAnnouncement[] {
  const shown: ShownAnnouncement[] = [];
  for (const announcement of announcements) {
    const variant = variantOf(announcement, platform);
    if (!variant || variant.htmlText.trim() === '') continue;
    const actions = Object.values(variant.actions);
    if (actions.some((action) => action.method === 'MANUAL')) continue;
    shown.push({ id: announcement.id, html: variant.htmlText, action: actions[0] ?? null });
  }
  return shown;
}
