import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../toasts/toasts';
import { ConfirmDialog } from '../ui/confirm-dialog';

type Props = {
  opened: boolean;
  texts: { deleteTitle: string; deleteText: string; delete: string; deleted: string };
  remove: UseMutationResult<unknown, unknown, void>;
  /** Where the page goes once the document is gone (the record's documents tab). */
  back: string;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** "Delete this draft?": deletes, says so and leaves for `back`; a failure closes it and is reported. */
export function DeleteDialog({ opened, texts, remove, back, onClose, onError }: Props) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      opened={opened}
      title={texts.deleteTitle}
      text={texts.deleteText}
      confirmLabel={texts.delete}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notifySuccess(texts.deleted);
            void navigate(back, { replace: true });
          },
          onError: (error) => {
            onClose();
            onError(error);
          },
        })
      }
    />
  );
}
