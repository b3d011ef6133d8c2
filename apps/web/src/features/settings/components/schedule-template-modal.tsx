import { SCHEDULE_TEMPLATE_NAME_MAX, type ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { Alert, Button, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { InstalmentsEditor } from '../../../shared/documents/instalments-editor';
import { describeError } from '../../../shared/errors/describe-error';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { Waiting } from '../../../shared/ui/waiting';
import { useCompanyCurrency } from '../api/company-currency';
import { useSaveScheduleTemplate } from '../api/save-schedule-template';
import { readTemplateDraft, templateDraftOf } from '../lib/schedule-template-draft';
import { settingsMessages } from '../messages';

const texts = settingsMessages.paymentSchedules;

type Props = { template: ScheduleTemplate | undefined; onClose: () => void };

/** "Add template" and "Edit": a name and the instalments, once the company's currency is known. */
export function ScheduleTemplateModal({ template, onClose }: Props) {
  const currency = useCompanyCurrency();
  return (
    <Modal opened onClose={onClose} title={template ? texts.editTitle : texts.newTitle} size="xl" centered>
      {currency.data ? (
        <TemplateForm template={template} currency={currency.data} onClose={onClose} />
      ) : currency.error ? (
        <Alert color="red" title={texts.currencyFailed}>
          <Text size="sm">{describeError(currency.error).message}</Text>
          <Button mt="sm" size="compact-md" variant="default" onClick={() => void currency.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      ) : (
        <Waiting text={texts.loadingCurrency} />
      )}
    </Modal>
  );
}

function TemplateForm({ template, currency, onClose }: Props & { currency: string }) {
  // The template the form opened with: its version is what the save carries (changed since: refused).
  const [opened] = useState(template);
  const [draft, setDraft] = useState(() => templateDraftOf(opened, currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveScheduleTemplate(opened);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTemplateDraft(draft, currency);
    setErrors(read.errors ?? {});
    if (!read.body) return;
    save.mutate(read.body, {
      onSuccess: (saved) => {
        notifySuccess(opened ? texts.saved(saved.name) : texts.created(saved.name));
        onClose();
      },
      onError: (error) =>
        handleApiError(error, {
          setFieldError: (field, message) => {
            if (field !== 'name' && !field.startsWith('rule')) return false;
            setErrors((e) => ({ ...e, [field]: message }));
            return true;
          },
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={texts.name}
          description={texts.nameHint}
          withAsterisk
          data-autofocus
          maxLength={SCHEDULE_TEMPLATE_NAME_MAX}
          value={draft.name}
          error={errors.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
          }}
        />
        <Stack gap={4} component="section" aria-labelledby="template-instalments">
          <Title order={2} size="h5" id="template-instalments">
            {texts.instalments}
          </Title>
          <InstalmentsEditor
            instalments={draft.instalments}
            path="rule"
            currency={currency}
            errors={errors}
            onChange={(instalments) => setDraft((d) => ({ ...d, instalments }))}
          />
        </Stack>
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {opened ? texts.save : texts.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
