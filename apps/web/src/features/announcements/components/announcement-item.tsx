import { AnnouncementView } from '../../../shared/announcements/announcement-view';
import type { ShownAnnouncement } from '../lib/pick-announcements';
import { runAnnouncementAction } from '../lib/run-action';

type Props = { item: ShownAnnouncement; label: string };

/** One announcement: the server's HTML (sanitised again here) and its first action as a button. */
export function AnnouncementItem({ item, label }: Props) {
  return (
    <AnnouncementView html={item.html} action={item.action} label={label} onAction={runAnnouncementAction} />
  );
}
