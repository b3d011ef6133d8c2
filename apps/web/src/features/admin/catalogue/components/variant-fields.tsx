import { ADMIN_ANNOUNCEMENT_METHODS } from '@focal/contracts/admin-catalogue';
import {
  Checkbox,
  ColorInput,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { type AnnouncementFormValues, type VariantKey, variantInput } from '../lib/announcement-form';
import { catalogueMessages } from '../messages';
import { AnnouncementPreview } from './announcement-preview';

const texts = catalogueMessages.announcements;
const METHODS = ADMIN_ANNOUNCEMENT_METHODS.map((value) => ({ value, label: texts.methods[value] ?? value }));

/** One platform variant: on or off, its HTML, its button, and a live preview as the banner draws it. */
export function VariantFields({ kind }: { kind: VariantKey }) {
  const { register, control, formState } = useFormContext<AnnouncementFormValues>();
  const values = useWatch({ control, name: `variants.${kind}` });
  const errors = formState.errors.variants?.[kind];
  const name = texts.variants[kind]!;
  const ios = kind === 'ios';
  return (
    <Stack gap="sm">
      <Checkbox label={texts.variantEnabled(name)} {...register(`variants.${kind}.enabled`)} />
      {values.enabled && (
        <>
          <Textarea
            label={texts.html(name)}
            description={texts.placeholders}
            rows={3}
            error={errors?.htmlText?.message}
            {...register(`variants.${kind}.htmlText`)}
          />
          {ios ? (
            <Text size="sm" c="dimmed">
              {texts.iosNoActions}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={texts.actionType(name)}
                description={texts.actionTypeHint}
                error={errors?.actionType?.message}
                {...register(`variants.${kind}.actionType`)}
              />
              <TextInput
                label={texts.actionName(name)}
                error={errors?.actionName?.message}
                {...register(`variants.${kind}.actionName`)}
              />
              <NativeSelect
                label={texts.actionMethod(name)}
                data={METHODS}
                {...register(`variants.${kind}.method`)}
              />
              <TextInput
                label={texts.actionUrl(name)}
                error={errors?.url?.message}
                {...register(`variants.${kind}.url`)}
              />
              <Controller
                control={control}
                name={`variants.${kind}.colour`}
                render={({ field, fieldState }) => (
                  <ColorInput
                    label={texts.actionColour(name)}
                    format="hex"
                    eyeDropperButtonProps={{ 'aria-label': texts.pickColour(texts.actionColour(name)) }}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
          )}
          <Title order={3} size="h6">
            {texts.previewOf(name)}
          </Title>
          <AnnouncementPreview variant={variantInput(values)} kind={kind} />
        </>
      )}
    </Stack>
  );
}
