import { Modal, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobStage } from '@focal/contracts';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { amountToMinor, minorDigits } from '../../../shared/format/format-money';
import { ClientPicker, clientQuery } from '../../clients';
import { jobTypeChoices, useJobTypes } from '../../../shared/studio/lists';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import { useCreateJob } from '../api/create-job';
import { sessionBody, type SessionDraft, sessionComplete } from '../lib/session-draft';
import { newMessages as texts, jobsMessages } from '../messages';
import { RecordForm, recordFieldErrors, TypeAndDateFields } from './record-fields';
import { SessionsEditor } from './sessions-editor';

type Props = {
  kind: JobStage;
  opened: boolean;
  /** A client to start with (a client profile's "Add lead"); the user can still change it. */
  clientId?: string | null;
  onClose: () => void;
};
type Picked = { id: string; displayName: string };

/** "+ New lead" / "+ New job": clients, type, name, main date, value, notes and sessions, one request. */
export function NewJobModal({ kind, opened, clientId, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={jobsMessages[kind].newTitle} size="lg" centered>
      {opened && <NewJobForm kind={kind} clientId={clientId ?? null} onDone={onClose} />}
    </Modal>
  );
}

function NewJobForm({
  kind,
  clientId,
  onDone,
}: {
  kind: JobStage;
  clientId: string | null;
  onDone: () => void;
}) {
  const bootstrap = useBootstrap();
  const currency = bootstrap.profile.currency.currencyCode;
  const types = jobTypeChoices(useJobTypes().data ?? []);
  const create = useCreateJob();
  // The clients the user picked; until they pick, the client the form was opened for (once loaded).
  const [picked, setPicked] = useState<Picked[] | null>(null);
  const preset = useQuery({ ...clientQuery(clientId ?? ''), enabled: clientId !== null });
  const clients =
    picked ?? (preset.data ? [{ id: preset.data.id, displayName: preset.data.displayName }] : []);
  const [jobTypeId, setJobTypeId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameEdited, setNameEdited] = useState(false);
  const [mainDate, setMainDate] = useState('');
  const [value, setValue] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [sessions, setSessions] = useState<SessionDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const typeName = types.find((t) => t.id === jobTypeId)?.name;
  // The name follows the first client and the type until the user writes their own.
  const shownName = nameEdited ? name : texts.suggestedName(clients[0]?.displayName, typeName);

  const submit = () => {
    if (clients.length === 0) return setErrors({ clientIds: texts.clientsRequired });
    create.mutate(
      {
        stage: kind,
        clientIds: clients.map((c) => c.id),
        jobTypeId,
        name: shownName.trim(),
        mainDate: mainDate || null,
        valueCents: value === null ? null : amountToMinor(value, currency),
        notes,
        sessions: sessions
          .filter(sessionComplete)
          .map((s) => sessionBody(s, bootstrap.authorizedCompany.timeZone)),
      },
      {
        onSuccess: () => {
          notifySuccess(texts.created[kind]);
          onDone();
        },
        onError: (error) =>
          handleApiError(error, {
            setFieldError: recordFieldErrors(
              ['clientIds', 'jobTypeId', 'name', 'mainDate', 'valueCents', 'notes', 'sessions'],
              setErrors,
            ),
          }),
      },
    );
  };

  return (
    <RecordForm
      onSubmit={() => {
        setErrors({});
        submit();
      }}
      onCancel={onDone}
      pending={create.isPending}
      submitLabel={texts.create}
    >
      <ClientPicker value={clients} onChange={setPicked} max={10} error={errors.clientIds} />
      <TypeAndDateFields
        types={types}
        jobTypeId={jobTypeId}
        onJobTypeId={setJobTypeId}
        mainDate={mainDate}
        onMainDate={setMainDate}
        errors={errors}
        typePlaceholder={texts.typePlaceholder}
      />
      <TextInput
        label={texts.name}
        value={shownName}
        onChange={(e) => {
          setNameEdited(true);
          setName(e.currentTarget.value);
        }}
        error={errors.name}
        maxLength={150}
        required
      />
      <NumericInput
        label={texts.value}
        value={value}
        onChange={setValue}
        decimals={minorDigits(currency)}
        error={errors.valueCents}
      />
      <Textarea
        label={texts.notes}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        rows={3}
        error={errors.notes}
      />
      <SessionsEditor value={sessions} onChange={setSessions} error={errors.sessions} />
    </RecordForm>
  );
}
