import type { MyProfile, UpdateProfileRequest } from '@focal/contracts/profile';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { lazyZodResolver } from '../../../shared/ui/lazy-zod-resolver';
import { NameFields } from '../../../shared/ui/name-fields';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useUpdateProfile } from '../api/update-profile';
import { profileMessages } from '../messages';
import { Section } from '../../../shared/ui/section';

const texts = profileMessages.name;
type NameValues = Required<UpdateProfileRequest>;
const validation = lazyZodResolver<NameValues, NameValues>(() =>
  import('../lib/schemas').then((m) => m.nameFormSchema),
);
const toValues = (profile: MyProfile): NameValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
});

/** First and last name; the header shows the saved name (update-profile.ts asks bootstrap again). */
export function NameForm({ profile }: { profile: MyProfile }) {
  const update = useUpdateProfile();
  const form = useForm<NameValues>({ resolver: validation.resolver, defaultValues: toValues(profile) });

  // A newer profile (saved in another tab) replaces what the user has not touched.
  useEffect(() => {
    form.reset(toValues(profile), { keepDirtyValues: true });
  }, [profile, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(toValues(await update.mutateAsync(values)));
      notifySuccess(texts.saved);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['firstName', 'lastName']) });
    }
  });

  return (
    <Section title={texts.heading}>
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
        <Stack gap="sm">
          <NameFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
