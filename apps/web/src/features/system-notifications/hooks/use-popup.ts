import type { SystemNotificationEvent, SystemNotificationPopup } from '@focal/contracts/system-notifications';
import { useEffect, useState } from 'react';
import { useDismissPopup } from '../api/dismiss-popup';

const keyOf = (event: SystemNotificationEvent) => `${event.eventID}/${event.popup?.id}`;

export type OpenPopup = { eventId: string; popup: SystemNotificationPopup; close: () => void };

/**
 * Spec 01 §4.7: only the first shown event that has a popup opens one, at once (Immediately) or
 * `delay.millis` after its bar shows (ON_DELAY). Closing it, by any way, posts the popup's
 * dismissal and reloads the notifications; it is not opened again meanwhile.
 */
export function usePopup(visible: SystemNotificationEvent[]): OpenPopup | null {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [openKey, setOpenKey] = useState<string | null>(null);
  const dismiss = useDismissPopup();
  const first = visible.find((event) => event.popup && !closed.has(keyOf(event)));
  const key = first ? keyOf(first) : null;
  const popup = first?.popup ?? null;

  useEffect(() => {
    if (!key || !popup) return;
    const delay = popup.triggerCondition.type === 'ON_DELAY' ? (popup.delay?.millis ?? 0) : 0;
    const timer = setTimeout(() => setOpenKey(key), delay);
    return () => clearTimeout(timer);
    // The popup of one event opens once per key; a reload of the same data must not restart its delay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!first || !popup || !key || openKey !== key) return null;
  return {
    eventId: first.eventID,
    popup,
    close: () => {
      setClosed((previous) => new Set(previous).add(key));
      setOpenKey(null);
      void dismiss.mutateAsync({ eventId: first.eventID, popupId: popup.id }).catch(() => {});
    },
  };
}
