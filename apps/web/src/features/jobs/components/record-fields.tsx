import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { newMessages as texts } from '../messages';

type Errors = Record<string, string>;

/**
 * handleApiError's setFieldError for a record's form: the server's error under one of `fields`
 * goes beside that field (a session's, sessions.2.startsAt, beside the sessions); any other is
 * left to the toast.
 */
export const recordFieldErrors =
  (fields: readonly string[], setErrors: Dispatch<SetStateAction<Errors>>) =>
  (field: string, message: string) => {
    const key = field.startsWith('sessions') ? 'sessions' : field;
    if (!fields.includes(key)) return false;
    setErrors((current) => ({ ...current, [key]: message }));
    return true;
  };

type Props = {
  types: { id: string; name: string }[];
  jobTypeId: string | null;
  onJobTypeId: (id: string | null) => void;
  mainDate: string;
  onMainDate: (day: string) => void;
  errors: Errors;
  typePlaceholder?: string;
};

/** A lead's or job's type and main date, side by side (one column on a phone). */
export function TypeAndDateFields(props: Props) {
  const { types, jobTypeId, onJobTypeId, mainDate, onMainDate, errors, typePlaceholder } = props;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        label={texts.type}
        placeholder={typePlaceholder}
        data={types.map((t) => ({ value: t.id, label: t.name }))}
        value={jobTypeId}
        onChange={onJobTypeId}
        error={errors.jobTypeId}
        clearable
      />
      <TextInput
        type="date"
        label={texts.mainDate}
        value={mainDate}
        onChange={(e) => onMainDate(e.currentTarget.value)}
        error={errors.mainDate}
      />
    </SimpleGrid>
  );
}

type FormProps = {
  /** Clears the field errors shown, then sends. */
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
};

/** A lead's or job's form in its modal: the fields, then Cancel and the submit button. */
export function RecordForm({ onSubmit, onCancel, pending, submitLabel, children }: FormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">{children}</Stack>
      <DialogFooter>
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {sharedMessages.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
