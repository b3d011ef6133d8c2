import { POPUP_TRIGGERS } from '@focal/contracts/system-notification-constants';
import { Checkbox, Fieldset, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { NumericInput } from '../../../../shared/ui/numeric-input/numeric-input';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages } from '../messages';
import { IconSelect } from './icon-select';
import { PopupButtonFields, PopupChecklistFields } from './popup-list-fields';

const texts = notificationMessages.form;
const UNITS = [
  { value: 'SECONDS', label: texts.seconds },
  { value: 'MILLIS', label: texts.millis },
];

/** The optional popup: its content, checklist and buttons, and when it opens. */
export function PopupFields() {
  const { register, control, formState } = useFormContext<NotificationFormValues>();
  const [enabled, trigger, delayUnit] = useWatch({
    control,
    name: ['popupEnabled', 'popup.trigger', 'popup.delayUnit'],
  });
  const errors = formState.errors.popup;
  return (
    <Fieldset legend={texts.popupSection}>
      <Stack gap="sm">
        <Checkbox label={texts.popupEnabled} {...register('popupEnabled')} />
        {enabled && (
          <>
            <TextInput label={texts.popupTitle} error={errors?.title?.message} {...register('popup.title')} />
            <IconSelect name="popup.icon" label={texts.popupIcon} />
            <Textarea
              label={texts.popupMessage}
              rows={2}
              error={errors?.messageHTML?.message}
              {...register('popup.messageHTML')}
            />
            <PopupChecklistFields />
            <PopupButtonFields />
            <Controller
              control={control}
              name="popup.trigger"
              render={({ field }) => (
                <Radio.Group label={texts.trigger} value={field.value} onChange={field.onChange}>
                  <Group gap="md" mt="xs">
                    {POPUP_TRIGGERS.map((value) => (
                      <Radio key={value} value={value} label={notificationMessages.triggers[value]} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            {trigger === 'ON_DELAY' && (
              <Group gap="sm" align="flex-start">
                <Controller
                  control={control}
                  name="popup.delayAmount"
                  render={({ field }) => (
                    <NumericInput
                      label={texts.delay}
                      w={160}
                      // The contract's bound, 600 000 ms; seconds may have decimals (sent rounded to ms).
                      max={delayUnit === 'SECONDS' ? 600 : 600_000}
                      decimals={delayUnit === 'SECONDS' ? undefined : 0}
                      error={errors?.delayAmount?.message}
                      {...field}
                    />
                  )}
                />
                <NativeSelect label={texts.delayUnit} data={UNITS} w={160} {...register('popup.delayUnit')} />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
