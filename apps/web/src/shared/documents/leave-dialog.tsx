import type { Blocker } from 'react-router';
import { LeaveQuestion } from './leave-question';

/** "Leave without saving?" while a navigation is held by the editor's guard. */
export function LeaveDialog({ blocker, text }: { blocker: Blocker; text: string }) {
  return (
    <LeaveQuestion
      opened={blocker.state === 'blocked'}
      text={text}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}
