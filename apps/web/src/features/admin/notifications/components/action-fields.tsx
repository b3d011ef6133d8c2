import { SYSTEM_NOTIFICATION_ACTIONS } from '@focal/contracts/system-notification-constants';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FieldError, useFormContext, useWatch } from 'react-hook-form';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages } from '../messages';
import { IconSelect } from './icon-select';

const texts = notificationMessages.form;

/** The bar's buttons: each of the four kinds on or off, with its label, icon and (new tab) address. */
export function ActionFields() {
  const { register, control, formState } = useFormContext<NotificationFormValues>();
  const actions = useWatch({ control, name: 'actions' });
  const errors = formState.errors.actions;
  const rootError = (errors as FieldError | undefined)?.message;
  return (
    <Fieldset legend={texts.actionsSection}>
      <Stack gap="sm">
        {SYSTEM_NOTIFICATION_ACTIONS.map((type) => {
          const kind = notificationMessages.actionTypes[type];
          return (
            <Stack key={type} gap="xs">
              <Checkbox label={texts.actionEnabled(kind)} {...register(`actions.${type}.enabled`)} />
              {actions[type].enabled && (
                <SimpleGrid cols={{ base: 1, xs: 2 }} pl="lg">
                  <TextInput
                    label={texts.actionLabel(kind)}
                    error={errors?.[type]?.actionName?.message}
                    {...register(`actions.${type}.actionName`)}
                  />
                  <IconSelect name={`actions.${type}.buttonIcon`} label={texts.actionIcon(kind)} />
                  {type === 'OPEN_IN_NEW_TAB' && (
                    <TextInput
                      label={texts.actionUrl}
                      type="url"
                      placeholder="https://"
                      error={errors?.OPEN_IN_NEW_TAB?.url?.message}
                      {...register('actions.OPEN_IN_NEW_TAB.url')}
                    />
                  )}
                </SimpleGrid>
              )}
            </Stack>
          );
        })}
        {rootError && (
          <Text c="red" size="sm" role="alert">
            {rootError}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
