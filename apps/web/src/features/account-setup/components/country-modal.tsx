import type { ResourceLink } from '@focal/contracts';
import { type SaveCountryRequest, saveCountryRequestSchema } from '@focal/contracts/account-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { signOut } from '../../../shared/session/sign-out';
import { LocaleFields } from '../../../shared/ui/locale-fields';
import { saveCountry } from '../api/save-country';
import { accountSetupMessages as texts } from '../messages';
import { closeBlockingModal, openBlockingModal } from '../lib/open-blocking-modal';

const MODAL_ID = 'quick-account-update';
// The request's rules without its strictness: the locale fields register inputs this form hides.
const formSchema = saveCountryRequestSchema.strip();
const COUNTRY_ONLY = ['country'] as const;

function CountryForm({ submit }: { submit: ResourceLink }) {
  const form = useForm<SaveCountryRequest>({
    resolver: zodResolver(formSchema),
    // No guess from the browser: the country sets taxes, so the user names it (see this feature's README).
    defaultValues: { country: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The answer asks for the route to reload (successPreferences): bootstrap runs again.
      await saveCountry(submit, values);
      closeBlockingModal(MODAL_ID);
    } catch (error) {
      // Spec 01 §8: country save errors go to the general handler (a toast).
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>{texts.countryIntro}</Text>
        <LocaleFields form={form} show={COUNTRY_ONLY} />
        <Button type="submit" loading={form.formState.isSubmitting} data-autofocus>
          {texts.saveCountry}
        </Button>
        <Button variant="subtle" color="gray" onClick={() => void signOut('user')}>
          {texts.signOut}
        </Button>
      </Stack>
    </form>
  );
}

/** Spec 01 §8 "Country required": the Quick Account Update modal; the country is required (§5). */
export function openCountryModal({ submit }: { submit: ResourceLink }) {
  return openBlockingModal(MODAL_ID, texts.countryTitle, <CountryForm submit={submit} />);
}
