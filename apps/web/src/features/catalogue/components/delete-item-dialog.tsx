import { ErrorCode } from '@focal/contracts/error-codes';
import { Alert, Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useItemAction } from '../api/item-actions';
import type { CatalogueKind } from '../api/query-keys';
import { catalogueMessages as texts } from '../messages';

type Item = { id: string; name: string; archivedAt: string | null };
type Props = { kind: CatalogueKind; item: Item; onClose: () => void };

/**
 * Asks before deleting for good (Cancel has the focus). A product a package holds is refused
 * (409 Conflict): the dialog then shows the server's words, which say to archive it, and offers
 * Archive instead in place of Delete.
 */
export function DeleteItemDialog({ kind, item, onClose }: Props) {
  const action = useItemAction(kind);
  const [refused, setRefused] = useState<{ title: string; message: string } | null>(null);
  const close = onClose;

  const run = (what: 'delete' | 'archive') =>
    action.mutate(
      { action: what, id: item.id },
      {
        onSuccess: () => {
          notifySuccess(what === 'delete' ? texts.deletedToast(item.name) : texts.archivedToast(item.name));
          close();
        },
        onError: (error) => {
          if (what === 'delete' && isApiError(error) && error.code === ErrorCode.Conflict) {
            setRefused({ title: error.body.errorTitle, message: error.body.errorMessage });
            return;
          }
          close();
          handleApiError(error);
        },
      },
    );

  const canArchive = refused && !item.archivedAt;
  return (
    <Modal
      opened
      onClose={close}
      title={texts.deleteTitle(kind)}
      centered
      closeOnClickOutside={!action.isPending}
    >
      {refused ? (
        <Alert color="orange" title={refused.title} role="alert">
          {refused.message}
        </Alert>
      ) : (
        <Text>{texts.deleteText(kind, item.name)}</Text>
      )}
      <DialogFooter>
        <Button variant="default" data-autofocus onClick={close} disabled={action.isPending}>
          {texts.form.cancel}
        </Button>
        {refused ? (
          canArchive && (
            <Button loading={action.isPending} onClick={() => run('archive')}>
              {texts.archiveInstead}
            </Button>
          )
        ) : (
          <Button color="red.9" loading={action.isPending} onClick={() => run('delete')}>
            {texts.delete}
          </Button>
        )}
      </DialogFooter>
    </Modal>
  );
}
