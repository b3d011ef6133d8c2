import { NOTIFICATION_BAR_ROTATE_MS } from '@focal/contracts/system-notification-constants';
import { useEffect, useState } from 'react';

/**
 * Which of `count` events the bar shows: the next every 30000 ms (spec 01 §9) while there are
 * several; a change of the list (`listKey`) starts the 30 s again.
 */
export function useRotation(count: number, listKey: string): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setStep((s) => s + 1), NOTIFICATION_BAR_ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, listKey]);
  return count === 0 ? 0 : step % count;
}
