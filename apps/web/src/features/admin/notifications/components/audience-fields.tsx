import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Radio.css';
import { NOTIFICATION_AUDIENCES } from '@focal/contracts/system-notification-constants';
import { PLAN_TIERS } from '@focal/contracts/plans';
import { Checkbox, Fieldset, Group, Radio, Stack, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages } from '../messages';

const texts = notificationMessages.form;

/** Whom it is for: everyone, some plan tiers, or listed users by e-mail. */
export function AudienceFields() {
  const { register, control, formState } = useFormContext<NotificationFormValues>();
  const audience = useWatch({ control, name: 'audience' });
  const { errors } = formState;
  return (
    <Fieldset legend={texts.audienceSection}>
      <Stack gap="sm">
        <Controller
          control={control}
          name="audience"
          render={({ field }) => (
            <Radio.Group label={texts.audience} value={field.value} onChange={field.onChange}>
              <Group gap="md" mt="xs">
                {NOTIFICATION_AUDIENCES.map((value) => (
                  <Radio key={value} value={value} label={notificationMessages.audiences[value]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {audience === 'PLAN_TIERS' && (
          <Controller
            control={control}
            name="audienceTiers"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={texts.tiers}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="md" mt="xs">
                  {PLAN_TIERS.map((tier) => (
                    <Checkbox key={tier} value={tier} label={tier} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        )}
        {audience === 'USERS' && (
          <Textarea
            label={texts.emails}
            description={texts.emailsHint}
            rows={3}
            error={errors.audienceEmails?.message}
            {...register('audienceEmails')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
