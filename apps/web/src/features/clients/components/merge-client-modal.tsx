import type { Client } from '@focal/contracts';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';
import { ClientPicker, type PickedClient } from '../../../shared/studio/client-picker';
import { CLIENTS_KEY } from '../../../shared/studio/clients-api';
import { showToast } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useMergeClients } from '../api/client-actions';
import { clientsMessages } from '../messages';

const texts = clientsMessages.profile;

/** Merge…: pick the other client, read what moves (its leads and jobs), confirm. The client of the page stays. */
export function MergeClientModal({
  client,
  opened,
  onClose,
}: {
  client: Client;
  opened: boolean;
  onClose: () => void;
}) {
  const [other, setOther] = useState<PickedClient[]>([]);
  const picked = other[0];
  const merge = useMergeClients();
  const jobs = useQuery({
    queryKey: [...CLIENTS_KEY, 'one', picked?.id, 'jobs', 'merge-preview'] as const,
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.listClientJobs, { params: { clientId: picked!.id }, query: { limit: 100 }, signal }),
    enabled: Boolean(picked),
  });
  const close = () => {
    setOther([]);
    onClose();
  };
  const confirm = () =>
    picked &&
    merge.mutate(
      { clientId: client.id, otherClientId: picked.id },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: texts.merged });
          close();
        },
        onError: (error) => handleApiError(error),
      },
    );
  return (
    <Modal opened={opened} onClose={close} title={texts.mergeTitle} centered size="lg">
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
          <Button variant="default" onClick={close}>
            {clientsMessages.form.cancel}
          </Button>
          <Button color="red" onClick={confirm} disabled={!picked || !jobs.data} loading={merge.isPending}>
            {texts.mergeConfirm}
          </Button>
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
