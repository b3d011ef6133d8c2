import type { Client } from '@focal/contracts';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { sharedMessages } from '../../../shared/messages';
import { ClientPicker, type PickedClient } from './client-picker';
import { showToast } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useMergeClients } from '../api/client-actions';
import { useMergePreview } from '../api/client-history';
import { clientsMessages } from '../messages';

const texts = clientsMessages.profile;

/**
 * Merge…: pick the other client, read what moves (its leads and jobs), confirm. The client of the
 * page stays. As ConfirmDialog does for what cannot be undone, Cancel and a click outside wait for
 * the running merge, and the confirm is the deep red.
 */
export function MergeClientModal({ client, onClose }: { client: Client; onClose: () => void }) {
  const [other, setOther] = useState<PickedClient[]>([]);
  const picked = other[0];
  const merge = useMergeClients();
  const jobs = useMergePreview(picked?.id);
  const confirm = () =>
    picked &&
    merge.mutate(
      { clientId: client.id, otherClientId: picked.id },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: texts.merged });
          onClose();
        },
        onError: (error) => handleApiError(error),
      },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={texts.mergeTitle}
      centered
      size="lg"
      closeOnClickOutside={!merge.isPending}
    >
      <Stack gap="md">
        <Text size="sm">{texts.mergeIntro}</Text>
        <ClientPicker
          label={texts.mergeOther}
          max={1}
          value={other}
          onChange={(value) => setOther(value.filter((c) => c.id !== client.id))}
        />
        {picked && jobs.data ? (
          <Text size="sm" role="status">
            {texts.mergePreview(
              picked.displayName,
              client.displayName,
              texts.jobsCount(jobs.data.rows.length, Boolean(jobs.data.nextCursor)),
            )}
          </Text>
        ) : null}
        <DialogFooter>
          <Button variant="default" onClick={onClose} disabled={merge.isPending}>
            {sharedMessages.cancel}
          </Button>
          <Button color="red.9" onClick={confirm} disabled={!picked || !jobs.data} loading={merge.isPending}>
            {texts.mergeConfirm}
          </Button>
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
