import type { Client } from '@focal/contracts';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { showToast } from '../../../shared/toasts/toasts';
import { useSaveClient } from '../api/save-client';
import { bodyOf, changesOf, draftOf, emptyDraft } from '../lib/client-draft';
import { clientsMessages } from '../messages';
import { ClientForm } from './client-form';

const texts = clientsMessages.form;

type Props = {
  opened: boolean;
  /** The client being edited; none for a new one. */
  client?: Client | undefined;
  onClose: () => void;
  onSaved?: (client: Client) => void;
};

/** "+ New client" and "Edit" in a modal: a new client sends everything, an edit only what changed with its version. */
export function ClientFormModal({ opened, client, onClose, onSaved }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={client ? texts.editTitle : texts.newTitle}
      size="lg"
      centered
    >
      {opened ? <OpenedForm client={client} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

/**
 * The form while the modal is open. The client is the one it opened with: a refetch of the profile
 * meanwhile (window focus, another tab's save) changes neither the values the changes are taken
 * from nor the version sent, so a stale form is refused instead of writing its old values.
 */
function OpenedForm({ client: current, onClose, onSaved }: Omit<Props, 'opened'>) {
  const [client] = useState(current);
  const [initial] = useState(() => (client ? draftOf(client) : emptyDraft()));
  const save = useSaveClient(client?.id);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  return (
    <ClientForm
      initial={initial}
      saving={save.isPending}
      submitLabel={client ? texts.save : texts.create}
      serverErrors={serverErrors}
      onCancel={onClose}
      onSubmit={(draft) => {
        setServerErrors({});
        const body = client ? { ...changesOf(initial, draft), updatedAt: client.updatedAt } : bodyOf(draft);
        save.mutate(body, {
          onSuccess: (saved) => {
            showToast({ tone: 'success', message: client ? texts.saved : texts.created });
            onClose();
            onSaved?.(saved);
          },
          onError: (error) =>
            handleApiError(error, {
              setFieldError: (field, message) => (setServerErrors((e) => ({ ...e, [field]: message })), true),
            }),
        });
      }}
    />
  );
}
