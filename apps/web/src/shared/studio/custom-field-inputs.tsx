import type { CustomField, CustomFieldEntity, CustomFieldValues } from '@focal/contracts/studio-lists';
import { Select, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import { useCustomFields } from './lists';

type Props = {
  entity: CustomFieldEntity;
  /** { [fieldId]: value }; a missing key is an empty field. */
  value: CustomFieldValues;
  /** The whole map with the one field changed ('' for a cleared field: the server drops it). */
  onChange: (next: CustomFieldValues) => void;
  /** Errors by field id (a save's `data.fields`, e.g. `customFields.<id>` mapped to the id). */
  errors?: Record<string, string | undefined>;
  disabled?: boolean;
};

/**
 * One input per custom field the company defines for clients or for leads and jobs, in the
 * company's order: text, number, date (yyyy-mm-dd, the browser's date input) or a select of the
 * field's options. Nothing is drawn while the fields load or when there are none.
 */
export function CustomFieldInputs({ entity, value, onChange, errors, disabled }: Props) {
  const fields = useCustomFields(entity).data;
  if (!fields?.length) return null;
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <CustomFieldInput
          key={field.id}
          field={field}
          value={value[field.id] ?? ''}
          error={errors?.[field.id]}
          disabled={disabled}
          onChange={(next) => onChange({ ...value, [field.id]: next })}
        />
      ))}
    </Stack>
  );
}

type InputProps = {
  field: CustomField;
  value: string;
  error: string | undefined;
  disabled: boolean | undefined;
  onChange: (value: string) => void;
};

function CustomFieldInput({ field, value, error, disabled, onChange }: InputProps) {
  const common = { label: field.label, error, disabled };
  if (field.type === 'select') {
    // A value whose option was removed since stays shown (and can be cleared), never lost silently.
    const data = value && !field.options.includes(value) ? [...field.options, value] : field.options;
    return (
      <Select {...common} data={data} value={value || null} onChange={(v) => onChange(v ?? '')} clearable />
    );
  }
  return (
    <TextInput
      {...common}
      type={field.type === 'date' ? 'date' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
