import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { documentEditorMessages as texts } from './messages';

/** "Leave without saving?" while a navigation is held by the editor's guard. */
export function LeaveDialog({ blocker, text }: { blocker: Blocker; text: string }) {
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={texts.leaveTitle}
      text={text}
      confirmLabel={texts.leave}
      danger
      loading={false}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
