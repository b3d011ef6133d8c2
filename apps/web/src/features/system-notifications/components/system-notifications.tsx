import { lazy, Suspense, useState } from 'react';
import { useBarActions } from '../hooks/use-bar-actions';
import { usePopup } from '../hooks/use-popup';
import { useRotation } from '../hooks/use-rotation';
import { useSystemNotifications } from '../hooks/use-system-notifications';
import { useVisibleEvents } from '../hooks/use-visible-events';

// The bar and the popup load with the first event to show: most sessions have none.
const NotificationBar = lazy(() => import('./notification-bar'));
const NotificationPopup = lazy(() => import('./notification-popup'));

/**
 * The system notifications of the signed-in frame (spec 01 §4.7): the bar of the events whose time
 * is now, one at a time, and the popup of the first that has one. The state lives here, always
 * mounted, so a dismissal's outcome is seen even after its bar has gone.
 */
export function SystemNotifications() {
  const { data } = useSystemNotifications();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = useVisibleEvents(data?.events, data?.offsetMs);
  const visible = shown.filter((event) => !hidden.has(event.eventID));
  const index = useRotation(visible.length, visible.map((event) => event.eventID).join());
  const popup = usePopup(visible);
  const onAction = useBarActions({
    hide: (id) => setHidden((previous) => new Set(previous).add(id)),
    unhide: (id) =>
      setHidden((previous) => {
        const next = new Set(previous);
        next.delete(id);
        return next;
      }),
  });

  const current = visible[index];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBar event={current} position={{ index, count: visible.length }} onAction={onAction} />
      {popup && <NotificationPopup content={popup.popup.popupContent} onClose={popup.close} />}
    </Suspense>
  );
}
