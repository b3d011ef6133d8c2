import type { SystemNotificationEvent } from '@focal/contracts/system-notifications';
import { useEffect, useState } from 'react';
import { delayToNextCheck, isShownAt } from '../lib/visibility';

const NONE: SystemNotificationEvent[] = [];

/**
 * The events whose time is now on the server's clock (this browser's clock plus `offsetMs`). One
 * timer waits for the next boundary plus 100 ms and looks again (spec 01 §4.7): no polling.
 */
export function useVisibleEvents(events: SystemNotificationEvent[] = NONE, offsetMs = 0) {
  const [visible, setVisible] = useState(NONE);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => {
      const now = Date.now() + offsetMs;
      setVisible(events.filter((event) => isShownAt(event, now)));
      const delay = delayToNextCheck(events, now);
      if (delay !== null) timer = setTimeout(evaluate, delay);
    };
    evaluate();
    return () => clearTimeout(timer);
  }, [events, offsetMs]);

  return visible;
}
