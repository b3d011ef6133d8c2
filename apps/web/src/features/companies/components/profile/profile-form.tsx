import type { CompanyProfile } from '@focal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Fieldset.css';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bootstrapQueryOptions } from '../../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { LocaleFields } from '../../../../shared/ui/locale-fields';
import { serverFieldSetter } from '../../../../shared/ui/server-field-errors';
import { companiesKeys } from '../../api/query-keys';
import { useUpdateCompany } from '../../api/update-company';
import { ErrorCode } from '@focal/contracts/error-codes';
import { isApiError } from '../../../../shared/http/api-error';
import { companyQueryOptions } from '../../api/get-company';
import {
  PROFILE_FIELDS,
  profileFormSchema,
  type ProfileFormValues,
  toChanges,
  toFormValues,
} from '../../lib/profile-form';
import { StaleProfileAlert } from './stale-profile-alert';
import { companiesMessages as texts } from '../../messages';
import { AddressFields } from './address-fields';
import { BrandColourField } from './brand-colour-field';
import { TaxFields } from './tax-fields';

const REGIONAL = ['currency', 'timeZone'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/**
 * The company profile (issue 4): details, address, time zone and currency, tax settings. Read-only
 * (every input disabled, no Save) when the server offers no EDIT action.
 */
export function ProfileForm({ company }: { company: CompanyProfile }) {
  const queryClient = useQueryClient();
  const update = useUpdateCompany();
  const readOnly = !company.actions.EDIT;
  const form = useForm<ProfileFormValues, unknown, z.output<typeof profileFormSchema>>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(company),
  });
  const { register, formState } = form;
  // Read while rendering: react-hook-form tracks dirtiness only for what the form subscribes to.
  const { errors, dirtyFields } = formState;
  const [stale, setStale] = useState<{ title: string; message: string } | null>(null);

  // New values from the server (an import that finished, a save elsewhere) replace the inputs the
  // user has not touched; what they typed stays (issue 10).
  useEffect(() => {
    form.reset(toFormValues(company), { keepDirtyValues: true });
  }, [company, form]);

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...companyQueryOptions(company.id), staleTime: 0 });
    form.reset(toFormValues(fresh));
    setStale(null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        id: company.id,
        body: toChanges(values, dirtyFields, company),
      });
      queryClient.setQueryData(companiesKeys.detail(company.id), saved);
      form.reset(toFormValues(saved));
      notifySuccess(texts.savedText(saved.name), texts.saved);
      // The menus show its name; bootstrap carries the current company's name and time zone.
      void queryClient.invalidateQueries({ queryKey: companiesKeys.all, refetchType: 'active' });
      if (saved.selected) void queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions().queryKey });
    } catch (error) {
      // 409 StaleVersion: the company changed since this form loaded; the user reloads, then saves.
      if (isApiError(error) && error.code === ErrorCode.StaleVersion) {
        setStale({ title: error.body.errorTitle, message: error.body.errorMessage });
        return;
      }
      handleApiError(error, { setFieldError: serverFieldSetter(form, [...PROFILE_FIELDS]) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={texts.details}>
      {/* m=0: the browser's 2px fieldset margin would set these cards off the logo card's edges. */}
      <Fieldset disabled={readOnly} variant="unstyled" m={0}>
        <Stack gap="lg">
          {readOnly && <Text c="dimmed">{texts.readOnly}</Text>}
          {stale && <StaleProfileAlert {...stale} onReload={reload} />}
          <Section title={texts.details}>
            <TextInput label={texts.name} withAsterisk error={errors.name?.message} {...register('name')} />
            <TextInput
              label={texts.email}
              type="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label={texts.phone}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextInput
              label={texts.website}
              type="url"
              autoComplete="url"
              error={errors.website?.message}
              {...register('website')}
            />
          </Section>
          <Section title={texts.address}>
            <AddressFields form={form} />
          </Section>
          <Section title={texts.regional}>
            <LocaleFields form={form} show={REGIONAL} />
          </Section>
          <Section title={texts.tax}>
            <TaxFields form={form} readOnly={readOnly} />
          </Section>
          <Section title={texts.documents}>
            <BrandColourField form={form} readOnly={readOnly} />
          </Section>
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={formState.isSubmitting}>
                {texts.saveChanges}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
