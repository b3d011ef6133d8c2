import type { ResourceLink } from '@focal/contracts';
import { type AccountSetup, completeSignUpFormSchema } from '@focal/contracts/account-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { signOut } from '../../../shared/session/sign-out';
import { CompletionForm, type CompletionFormValues } from '../../../shared/signup/completion-form';
import { completeAccountSetup } from '../api/complete-account-setup';
import { accountSetupMessages as texts } from '../messages';

/** The listed fields only, started from what the account already holds. */
function initialValues(setup: AccountSetup): CompletionFormValues {
  const { prefill } = setup;
  const all: Required<Omit<CompletionFormValues, 'token'>> = {
    email: prefill.email,
    password: '',
    confirmPassword: '',
    country: prefill.country ?? '',
    currency: prefill.currency,
    timezone: prefill.timezone,
    termsOfUseAccepted: false,
  };
  return Object.fromEntries(setup.fields.map((field) => [field, all[field]]));
}

type Props = { setup: AccountSetup; submit: ResourceLink; onDone: () => void };

/** The shared completion form with the account's fields, a password when asked, and a way to sign out. */
export function CompleteSignUpForm({ setup, submit, onDone }: Props) {
  const { fields } = setup;
  const resolver = useMemo(
    () => zodResolver(completeSignUpFormSchema(fields)) as unknown as Resolver<CompletionFormValues>,
    [fields],
  );
  const defaultValues = useMemo(() => initialValues(setup), [setup]);

  const send = async (values: CompletionFormValues) => {
    const body = Object.fromEntries(fields.map((field) => [field, values[field]]));
    // The answer carries the welcome modal and asks for the route to reload (response extras).
    await completeAccountSetup(submit, body);
    onDone();
  };

  return (
    <CompletionForm
      fields={fields}
      resolver={resolver}
      defaultValues={defaultValues}
      texts={texts}
      passwordInputs={[setup.prefill.email, setup.prefill.firstName]}
      send={send}
      intro={<Text>{texts.completeIntro}</Text>}
      footer={
        <Button variant="subtle" color="gray" onClick={() => void signOut('user')}>
          {texts.signOut}
        </Button>
      }
    />
  );
}
