import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { NotificationFormValues } from '../lib/form-values';
import { localZone } from '../lib/local-date-time';
import { notificationMessages } from '../messages';

const texts = notificationMessages.form;

/**
 * The window the bar shows in, on the administrator's own clock (the browser's date-time picker);
 * sent as ISO 8601 with that clock's offset.
 */
export function ScheduleFields() {
  const { register, formState } = useFormContext<NotificationFormValues>();
  return (
    <Fieldset legend={texts.scheduleSection}>
      <Text size="sm" c="dimmed" mb="xs">
        {texts.scheduleHint(localZone())}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="datetime-local"
          label={texts.validFrom}
          error={formState.errors.validFrom?.message}
          {...register('validFrom')}
        />
        <TextInput
          type="datetime-local"
          label={texts.validTill}
          error={formState.errors.validTill?.message}
          {...register('validTill')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
