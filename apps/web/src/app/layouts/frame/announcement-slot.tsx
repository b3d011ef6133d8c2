import type { ReactNode } from 'react';
import classes from './frame.module.css';

/**
 * Spec 01 §2.3, §9: the fixed bottom place of the subscription announcement banner (830 px wide on
 * desktop, full width under 992 px). The subscription feature fills it; empty, it takes no space.
 */
export function AnnouncementSlot({ children }: { children?: ReactNode }) {
  return (
    <div className={classes.announcementSlot} data-slot="announcement">
      {children}
    </div>
  );
}
