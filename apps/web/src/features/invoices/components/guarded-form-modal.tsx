import { Button, Modal } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { LeaveQuestion } from '../../../shared/documents/leave-question';
import { useCloseGuard } from '../../../shared/documents/use-close-guard';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';

type Props = {
  stackId: string;
  title: string;
  /** What was typed differs from the start: closing asks first. */
  dirty: boolean;
  pending: boolean;
  save: string;
  /** The question's words before losing what was typed. */
  leaveText: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog's form that records something (a payment, a refund): Cancel and the save button at its
 * foot, Enter in a field submits, and closing over typed changes (Escape, the X, Cancel, leaving
 * the page) asks first. Mounted when it opens.
 */
const ignore = () => {};

export function GuardedFormModal({
  stackId,
  title,
  dirty,
  pending,
  save,
  leaveText,
  onSubmit,
  onClose,
  children,
}: Props) {
  const guard = useCloseGuard(dirty && !pending, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second Enter or click while the first is on its way sends nothing more.
    if (!pending) onSubmit();
  };
  // One stack: the Escape that asks must not also answer the question it opens.
  return (
    <Modal.Stack>
      <Modal
        stackId={stackId}
        opened
        // While it saves nothing closes it (Escape, the X, a click outside): its answer, a toast or
        // a field's error, would be lost. In a stack, Mantine decides Escape itself: hence onClose.
        onClose={pending ? ignore : guard.requestClose}
        title={title}
        centered
        closeOnClickOutside={!pending}
      >
        <form onSubmit={submit} noValidate>
          {children}
          <DialogFooter>
            <Button variant="default" onClick={guard.requestClose} disabled={pending}>
              {sharedMessages.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {save}
            </Button>
          </DialogFooter>
        </form>
      </Modal>
      <LeaveQuestion stackId="leave" text={leaveText} {...guard.question} />
    </Modal.Stack>
  );
}
