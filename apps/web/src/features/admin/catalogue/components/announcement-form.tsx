import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Tabs.css';
import { type AdminAnnouncement, ANNOUNCEMENT_AUDIENCES } from '@focal/contracts/admin-catalogue';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { useSaveAnnouncement } from '../api/save-announcement';
import {
  announcementFieldFor,
  type AnnouncementFormValues,
  announcementInput,
  announcementValues,
  checkAnnouncement,
  VARIANTS,
  type VariantKey,
  variantOfField,
} from '../lib/announcement-form';
import { catalogueMessages } from '../messages';
import { VariantFields } from './variant-fields';

const texts = catalogueMessages.announcements;
const AUDIENCES = ANNOUNCEMENT_AUDIENCES.map((value) => ({ value, label: texts.audiences[value] ?? value }));

type Props = { announcement: AdminAnnouncement | null; onDone: () => void };

/** Creates or replaces an announcement: key, audience, priority, window, and a tab per platform variant. */
export function AnnouncementForm({ announcement, onDone }: Props) {
  const form = useForm<AnnouncementFormValues>({ defaultValues: announcementValues(announcement) });
  const { register, handleSubmit, formState, setError } = form;
  const [tab, setTab] = useState<VariantKey>('web');
  const save = useSaveAnnouncement();
  const errors = formState.errors;

  // A message on a hidden tab's input opens that tab, so it is seen (and focused).
  const place = (field: string, message: string, focus: boolean) => {
    const variant = variantOfField(field);
    if (variant && focus) setTab(variant);
    setError(field as Path<AnnouncementFormValues>, { type: 'validate', message }, { shouldFocus: focus });
  };

  const onSubmit = handleSubmit(async (values) => {
    const invalid = checkAnnouncement(values, catalogueMessages.promo.wholeNumber);
    invalid.forEach(([field, message], index) => place(field, message, index === 0));
    if (invalid.length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: announcement?.id ?? null, body: announcementInput(values) });
      notifySuccess(texts.saved(saved.key));
      onDone();
    } catch (error) {
      let first = true;
      handleApiError(error, {
        setFieldError: (path, message) => {
          const field = announcementFieldFor(path);
          if (!field) return false;
          place(field, message, first);
          first = false;
          return true;
        },
      });
    }
  });

  const tabError = (kind: VariantKey) => Boolean(errors.variants?.[kind]);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="announcement-form-heading">
      <Title id="announcement-form-heading" order={2} size="h4" mb="md">
        {announcement ? texts.editTitle(announcement.key) : texts.createTitle}
      </Title>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={texts.key}
                description={texts.keyHint}
                error={errors.key?.message}
                {...register('key')}
              />
              <NativeSelect label={texts.audience} data={AUDIENCES} {...register('audience')} />
              <TextInput
                label={texts.priority}
                description={texts.priorityHint}
                inputMode="numeric"
                error={errors.priority?.message}
                {...register('priority')}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {texts.scheduleHint}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                type="datetime-local"
                label={texts.startsAt}
                error={errors.startsAt?.message}
                {...register('startsAt')}
              />
              <TextInput
                type="datetime-local"
                label={texts.endsAt}
                error={errors.endsAt?.message}
                {...register('endsAt')}
              />
            </SimpleGrid>
            <Tabs value={tab} onChange={(value) => value && setTab(value as VariantKey)} keepMounted={false}>
              <Tabs.List aria-label={texts.variantTabs}>
                {VARIANTS.map((kind) => (
                  <Tabs.Tab key={kind} value={kind} c={tabError(kind) ? 'red' : undefined}>
                    {texts.variants[kind]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {VARIANTS.map((kind) => (
                <Tabs.Panel key={kind} value={kind} pt="md">
                  <VariantFields kind={kind} />
                </Tabs.Panel>
              ))}
            </Tabs>
            {errors.root?.variants && (
              <Text c="red" size="sm" role="alert">
                {errors.root.variants.message}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onDone}>
                {catalogueMessages.common.cancel}
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                {catalogueMessages.common.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Card>
  );
}
