import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './frame.module.css';

/**
 * Spec 01 §2.3, §9: the fixed bottom place of the subscription announcement banner (830 px wide on
 * desktop, full width under 992 px). The announcements feature fills it; empty, it takes no space.
 * A spacer as tall as the banner ends the page, so the banner never hides the page's last lines.
 */
export function AnnouncementSlot({ children }: { children?: ReactNode }) {
  const { ref, height } = useElementSize();
  return (
    <>
      {height > 0 && <div aria-hidden="true" style={{ height }} />}
      <div ref={ref} className={classes.announcementSlot} data-slot="announcement">
        {children}
      </div>
    </>
  );
}
