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
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import type { CustomFieldForm } from '../api/mutations';
import { listMessages as texts } from '../messages';

type Props = {
  /** The field to edit; none to add one. */
  field?: CustomField;
  opened: boolean;
  onClose: () => void;
  onSave: (form: CustomFieldForm) => Promise<unknown>;
};

/** Adds or edits a custom field: its label, its type (fixed once saved), a choice list's options. */
export function CustomFieldDialog({ field, opened, onClose, onSave }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={field ? texts.fields.editTitle : texts.fields.addTitle}
      centered
    >
      {opened && <FieldForm field={field} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function FieldForm({ field, onClose, onSave }: Omit<Props, 'opened'>) {
  const [label, setLabel] = useState(field?.label ?? '');
  const [type, setType] = useState<CustomFieldType>(field?.type ?? 'text');
  const [options, setOptions] = useState<string[]>(field?.options ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({ label: label.trim(), type, options: type === 'select' ? options : [] });
      onClose();
    } catch (e) {
      if (isApiError(e) && Object.keys(e.fields).length > 0) setErrors(e.fields);
      else handleApiError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
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
        <Button variant="default" onClick={onClose} disabled={saving}>
          {sharedMessages.cancel}
        </Button>
        <Button
          type="submit"
          loading={saving}
          disabled={label.trim() === '' || (type === 'select' && options.length === 0)}
        >
          {texts.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
