import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import { ColorInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages } from '../messages';
import { IconSelect } from './icon-select';

const texts = notificationMessages.form;
type Colour = 'backgroundHexColor' | 'textHexColor';

/** What the bar says and how it looks: the name (for administrators), icon, HTML and colours. */
export function BarFields() {
  const { register, control, formState } = useFormContext<NotificationFormValues>();
  const { errors } = formState;
  const colour = (name: Colour, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          label={label}
          format="hex"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <Stack gap="sm">
      <TextInput
        label={texts.name}
        description={texts.nameHint}
        error={errors.name?.message}
        {...register('name')}
      />
      <IconSelect name="messageIcon" label={texts.icon} />
      <Textarea
        label={texts.message}
        rows={3}
        error={errors.messageHtml?.message}
        {...register('messageHtml')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {colour('backgroundHexColor', texts.background)}
        {colour('textHexColor', texts.text)}
      </SimpleGrid>
    </Stack>
  );
}
