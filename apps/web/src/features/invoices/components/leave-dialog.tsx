import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.editor;

/** "Leave without saving?" while a navigation is held by the editor's guard. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={texts.leaveTitle}
      text={texts.leaveText}
      confirmLabel={texts.leave}
      danger
      loading={false}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
