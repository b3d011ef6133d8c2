import '@mantine/core/styles/Combobox.css';
import { SYSTEM_NOTIFICATION_ICONS } from '@focal/contracts/system-notification-constants';
import { Select } from '@mantine/core';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages as texts } from '../messages';

const OPTIONS = [
  { value: '', label: texts.form.noIcon },
  ...SYSTEM_NOTIFICATION_ICONS.map((icon) => ({ value: icon, label: texts.icons[icon] })),
];

/** One of the notification icons, or none. */
export function IconSelect({ name, label }: { name: FieldPath<NotificationFormValues>; label: string }) {
  const { control } = useFormContext<NotificationFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      label={label}
      data={OPTIONS}
      value={(field.value as string) ?? ''}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      allowDeselect={false}
      error={fieldState.error?.message}
    />
  );
}
