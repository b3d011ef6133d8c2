import { Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Job, UpdateJobRequest } from '@focal/contracts';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { amountToMinor, minorDigits, minorToAmount } from '../../../shared/format/format-money';
import { ClientPicker } from '../../clients';
import { CustomFieldInputs } from '../../../shared/studio/custom-field-inputs';
import { jobTypeChoices, useJobTypes } from '../../../shared/studio/lists';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import { useUpdateJob } from '../api/update-job';
import { newMessages, profileMessages as texts } from '../messages';
import { RecordForm, recordFieldErrors, TypeAndDateFields } from './record-fields';

/**
 * Edit: name, clients, type, main date, value and custom fields. Only what changed is sent, with
 * the version loaded (a save never overwrites what another tab changed since: StaleVersion).
 */
export function EditJobModal({ job, onClose }: { job: Job; onClose: () => void }) {
  const currency = useBootstrap().profile.currency.currencyCode;
  const types = jobTypeChoices(useJobTypes().data ?? [], job.jobType?.id);
  const [name, setName] = useState(job.name);
  const [clients, setClients] = useState(job.clients);
  const [jobTypeId, setJobTypeId] = useState(job.jobType?.id ?? null);
  const [mainDate, setMainDate] = useState(job.mainDate ?? '');
  const [value, setValue] = useState(
    job.valueCents === null ? null : minorToAmount(job.valueCents, currency),
  );
  const [custom, setCustom] = useState(job.customFields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateJob(job.id);

  const changes = () => {
    const body: UpdateJobRequest = { updatedAt: job.updatedAt };
    if (name.trim() !== job.name) body.name = name.trim();
    const ids = clients.map((c) => c.id);
    if (ids.join() !== job.clients.map((c) => c.id).join()) body.clientIds = ids;
    if (jobTypeId !== (job.jobType?.id ?? null)) body.jobTypeId = jobTypeId;
    if ((mainDate || null) !== job.mainDate) body.mainDate = mainDate || null;
    const cents = value === null ? null : amountToMinor(value, currency);
    if (cents !== job.valueCents) body.valueCents = cents;
    if (JSON.stringify(custom) !== JSON.stringify(job.customFields)) body.customFields = custom;
    return body;
  };

  const submit = () => {
    if (clients.length === 0) return setErrors({ clientIds: newMessages.clientsRequired });
    save.mutate(changes(), {
      onSuccess: () => {
        notifySuccess(texts.done.saved);
        onClose();
      },
      onError: (error) =>
        handleApiError(error, {
          setFieldError: recordFieldErrors(
            ['name', 'clientIds', 'jobTypeId', 'mainDate', 'valueCents'],
            setErrors,
          ),
        }),
    });
  };

  return (
    <Modal opened onClose={onClose} title={texts.editTitle[job.stage]} size="lg" centered>
      <RecordForm
        onSubmit={() => {
          setErrors({});
          submit();
        }}
        onCancel={onClose}
        pending={save.isPending}
        submitLabel={texts.save}
      >
        <TextInput
          label={newMessages.name}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={150}
          required
        />
        <ClientPicker value={clients} onChange={setClients} max={10} error={errors.clientIds} />
        <TypeAndDateFields
          types={types}
          jobTypeId={jobTypeId}
          onJobTypeId={setJobTypeId}
          mainDate={mainDate}
          onMainDate={setMainDate}
          errors={errors}
        />
        <NumericInput
          label={newMessages.value}
          value={value}
          onChange={setValue}
          decimals={minorDigits(currency)}
          error={errors.valueCents}
        />
        <CustomFieldInputs entity="job" value={custom} onChange={setCustom} />
      </RecordForm>
    </Modal>
  );
}
