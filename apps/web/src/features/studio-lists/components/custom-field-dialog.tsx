import {
  CUSTOM_FIELD_LABEL_MAX,
  CUSTOM_FIELD_OPTIONS_MAX,
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
} from '@focal/contracts/studio-list-constants';
import type { CustomField } from '@focal/contracts/studio-lists';
import { Button, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import type { CustomFieldForm } from '../api/mutations';
import type { ListSave } from '../api/use-list-mutation';
import { listMessages as texts } from '../messages';

type Props<V> = {
  /** The field to edit; none to add one. */
  field?: CustomField;
  opened: boolean;
  onClose: () => void;
  /** The create or update mutation; the dialog closes when it is done. */
  save: ListSave<V>;
  /** The request for the form's values. */
  variables: (form: CustomFieldForm) => V;
};

/** Where a refusal's field goes: an option's own message (`options.2`) goes under the options. */
const inputOf = (field: string) => (field.startsWith('options') ? 'options' : field);
const SHOWN = new Set(['label', 'options']);

/** Adds or edits a custom field: its label, its type (fixed once saved), a choice list's options. */
export function CustomFieldDialog<V>({ field, opened, onClose, save, variables }: Props<V>) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={field ? texts.fields.editTitle : texts.fields.addTitle}
      centered
    >
      {opened && <FieldForm field={field} onClose={onClose} save={save} variables={variables} />}
    </Modal>
  );
}

function FieldForm<V>({ field, onClose, save, variables }: Omit<Props<V>, 'opened'>) {
  const [label, setLabel] = useState(field?.label ?? '');
  const [type, setType] = useState<CustomFieldType>(field?.type ?? 'text');
  const [options, setOptions] = useState<string[]>(field?.options ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setErrors({});
    save.mutate(variables({ label: label.trim(), type, options: type === 'select' ? options : [] }), {
      onSuccess: onClose,
      onError: (e) =>
        handleApiError(e, {
          setFieldError: (name, message) => {
            const input = inputOf(name);
            if (!SHOWN.has(input)) return false;
            setErrors((shown) => ({ ...shown, [input]: message }));
            return true;
          },
        }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={texts.fields.labelLabel}
          value={label}
          maxLength={CUSTOM_FIELD_LABEL_MAX}
          error={errors.label}
          required
          data-autofocus
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
        <Select
          label={texts.fields.typeLabel}
          data={CUSTOM_FIELD_TYPES.map((t) => ({ value: t, label: texts.fields.types[t] }))}
          value={type}
          allowDeselect={false}
          disabled={Boolean(field)}
          onChange={(v) => setType((v as CustomFieldType | null) ?? 'text')}
          comboboxProps={{ withinPortal: false }}
        />
        {type === 'select' && (
          <TagsInput
            label={texts.fields.optionsLabel}
            description={texts.fields.optionsHint}
            value={options}
            onChange={setOptions}
            maxTags={CUSTOM_FIELD_OPTIONS_MAX}
            error={errors.options}
            clearable
          />
        )}
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {sharedMessages.cancel}
        </Button>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={label.trim() === '' || (type === 'select' && options.length === 0)}
        >
          {texts.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
