import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import { ColorInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { contrastRatio } from '../../../../shared/ui/readable-text-color';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages } from '../messages';
import { IconSelect } from './icon-select';

const texts = notificationMessages.form;
type Colour = 'backgroundHexColor' | 'textHexColor';
const HEX = /^#[0-9a-fA-F]{6}$/;
// WCAG 2 AA for body text: the bar's message is small text.
const MIN_CONTRAST = 4.5;

/** What the bar says and how it looks: the name (for administrators), icon, HTML and colours. */
export function BarFields() {
  const { register, control, formState } = useFormContext<NotificationFormValues>();
  const { errors } = formState;
  const [background, text] = useWatch({ control, name: ['backgroundHexColor', 'textHexColor'] });
  const ratio = HEX.test(background) && HEX.test(text) ? contrastRatio(background, text) : null;
  const colour = (name: Colour, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ColorInput
          label={label}
          format="hex"
          eyeDropperButtonProps={{ 'aria-label': texts.pickColour(label) }}
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
      {ratio !== null && ratio < MIN_CONTRAST && (
        <Text size="sm" c="orange.9" role="status">
          {texts.lowContrast(ratio.toFixed(2))}
        </Text>
      )}
    </Stack>
  );
}
