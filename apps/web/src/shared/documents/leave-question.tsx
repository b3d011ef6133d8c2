import { ConfirmDialog } from '../ui/confirm-dialog';
import { documentEditorMessages as texts } from './messages';

type Props = {
  opened: boolean;
  text: string;
  /** Over a dialog holding the edits: its `Modal.Stack` id. */
  stackId?: string;
  onLeave: () => void;
  onStay: () => void;
};

/** "Leave without saving?": the edits are lost only on "Leave"; Cancel goes back to them. */
export function LeaveQuestion({ opened, text, stackId, onLeave, onStay }: Props) {
  return (
    <ConfirmDialog
      opened={opened}
      title={texts.leaveTitle}
      text={text}
      confirmLabel={texts.leave}
      danger
      loading={false}
      stackId={stackId}
      onConfirm={onLeave}
      onClose={onStay}
    />
  );
}
