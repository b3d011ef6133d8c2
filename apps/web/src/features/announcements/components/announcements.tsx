import { lazy, Suspense } from 'react';
import { useAnnouncements } from '../hooks/use-announcements';

// The banner's code loads only when there is something to show.
const AnnouncementCarousel = lazy(() => import('./announcement-carousel'));

/** The subscription announcements of the frame's bottom banner (spec 01 §2.3, §4.6). */
export function Announcements() {
  const items = useAnnouncements();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementCarousel items={items} />
    </Suspense>
  );
}
