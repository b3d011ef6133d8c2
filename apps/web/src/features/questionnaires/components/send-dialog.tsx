import { Anchor, Button, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { QUESTIONNAIRES_PATH } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { QueryState } from '../../../shared/ui/query-state';
import { useCreateQuestionnaire, useTemplatesToSend } from '../api/questionnaires';
import { questionnairesMessages } from '../messages';

const texts = questionnairesMessages.dialog;

type Props = {
  jobId: string;
  clients: { id: string; displayName: string }[];
  opened: boolean;
  onClose: () => void;
  /** The questionnaire made: its page opens. */
  onCreated: (id: string) => void;
};

/** Pick a template and one of the record's clients; Send mails it, "Save as draft" keeps it unsent. */
export function SendDialog({ jobId, clients, opened, onClose, onCreated }: Props) {
  const templates = useTemplatesToSend(opened);
  const create = useCreateQuestionnaire(jobId);
  const [templateId, setTemplateId] = useState('');
  const [clientId, setClientId] = useState(clients[0]?.id ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (send: boolean) => {
    setErrors({});
    create.mutate(
      { templateId, clientId, send },
      {
        onSuccess: (data) => {
          notifySuccess(send && data.mailedTo ? texts.sentTo(data.mailedTo) : texts.saved);
          onCreated(data.id);
        },
        onError: (error) =>
          handleApiError(error, {
            setFieldError: (field, message) => {
              if (field !== 'templateId' && field !== 'clientId') return false;
              setErrors((e) => ({ ...e, [field]: message }));
              return true;
            },
          }),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.title}
      centered
      closeOnClickOutside={!create.isPending}
    >
      <QueryState
        query={templates}
        loading={texts.loading}
        failed={questionnairesMessages.tab.failed}
        retry={questionnairesMessages.tab.retry}
      >
        {(data) =>
          data.rows.length === 0 ? (
            <Stack gap="xs">
              <Text>{texts.noTemplates}</Text>
              <Anchor component={Link} to={QUESTIONNAIRES_PATH}>
                {texts.makeTemplate}
              </Anchor>
            </Stack>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                submit(true);
              }}
            >
              <Stack gap="md">
                <NativeSelect
                  label={texts.template}
                  required
                  data-autofocus
                  value={templateId}
                  onChange={(e) => setTemplateId(e.currentTarget.value)}
                  data={[
                    { value: '', label: texts.templatePlaceholder, disabled: true },
                    ...data.rows.map((t) => ({ value: t.id, label: t.name })),
                  ]}
                  error={errors.templateId}
                />
                {clients.length === 0 ? (
                  <Text c="red.8">{texts.noClients}</Text>
                ) : (
                  <NativeSelect
                    label={texts.client}
                    description={texts.clientHelp}
                    required
                    value={clientId}
                    onChange={(e) => setClientId(e.currentTarget.value)}
                    data={clients.map((c) => ({ value: c.id, label: c.displayName }))}
                    error={errors.clientId}
                  />
                )}
              </Stack>
              <DialogFooter>
                <Button variant="default" onClick={onClose} disabled={create.isPending}>
                  {texts.cancel}
                </Button>
                <Button
                  variant="default"
                  disabled={!templateId || !clientId}
                  loading={create.isPending && create.variables?.send === false}
                  onClick={() => submit(false)}
                >
                  {texts.saveDraft}
                </Button>
                <Button
                  type="submit"
                  disabled={!templateId || !clientId}
                  loading={create.isPending && create.variables?.send !== false}
                >
                  {texts.send}
                </Button>
              </DialogFooter>
            </form>
          )
        }
      </QueryState>
    </Modal>
  );
}
