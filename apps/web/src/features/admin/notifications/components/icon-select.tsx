import { SYSTEM_NOTIFICATION_ICONS } from '@focal/contracts/system-notification-constants';
import { NativeSelect } from '@mantine/core';
import { type FieldPath, get, useFormContext } from 'react-hook-form';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages as texts } from '../messages';

const OPTIONS = [
  { value: '', label: texts.form.noIcon },
  ...SYSTEM_NOTIFICATION_ICONS.map((icon) => ({ value: icon, label: texts.icons[icon] })),
];

/** One of the notification icons, or none (the browser's own select: keyboard and labels for free). */
export function IconSelect({ name, label }: { name: FieldPath<NotificationFormValues>; label: string }) {
  const { register, formState } = useFormContext<NotificationFormValues>();
  return (
    <NativeSelect
      label={label}
      data={OPTIONS}
      error={(get(formState.errors, name) as { message?: string } | undefined)?.message}
      {...register(name)}
    />
  );
}
