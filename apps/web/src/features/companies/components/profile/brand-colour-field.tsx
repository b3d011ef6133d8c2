import { ColorInput } from '@mantine/core';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ProfileFormValues } from '../../lib/profile-form';
import { companiesMessages as texts } from '../../messages';

/** Colours that suit a heading on white; any other is typed or picked. */
const SWATCHES = ['#1f6feb', '#0b7285', '#2b8a3e', '#e67700', '#c92a2a', '#a61e4d', '#5f3dc4', '#212529'];

/**
 * The company's colour on its PDFs (title and table headings), as `#rrggbb`; empty is the neutral
 * default. What was typed and is no colour goes back to the last valid value when the input is left.
 */
export function BrandColourField({ form, readOnly }: { form: UseFormReturn<ProfileFormValues>; readOnly: boolean }) {
  return (
    <Controller
      control={form.control}
      name="brandColour"
      render={({ field, fieldState }) => (
        <ColorInput
          label={texts.brandColour}
          description={texts.brandColourHint}
          placeholder="#1f6feb"
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={8}
          withEyeDropper={false}
          disabled={readOnly}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
