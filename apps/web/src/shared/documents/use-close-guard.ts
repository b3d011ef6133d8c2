import { useState } from 'react';
import { useLeaveGuard } from './use-leave-guard';

/**
 * A dialog holding edits: while `dirty`, closing it (Escape, its X, Cancel) asks first, and so does
 * leaving the page (the editors' leave guard). Close through `requestClose`; `question` drives a
 * `LeaveQuestion` over the dialog.
 */
export function useCloseGuard(dirty: boolean, onClose: () => void) {
  const [asking, setAsking] = useState(false);
  const { blocker } = useLeaveGuard(dirty);
  const held = blocker.state === 'blocked';
  return {
    requestClose: () => (dirty ? setAsking(true) : onClose()),
    question: {
      opened: asking || held,
      onLeave: () => {
        setAsking(false);
        if (held) blocker.proceed?.();
        else onClose();
      },
      onStay: () => {
        setAsking(false);
        if (held) blocker.reset?.();
      },
    },
  };
}
