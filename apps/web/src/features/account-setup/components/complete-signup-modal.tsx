import type { ResourceLink } from '@focal/contracts';
import type { AccountSetup } from '@focal/contracts/account-setup';
import { useEffect, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { signOut } from '../../../shared/session/sign-out';
import { getAccountSetup } from '../api/get-account-setup';
import { CompleteSignUpForm } from './complete-signup-form';
import { accountSetupMessages as texts } from '../messages';
import { closeBlockingModal, openBlockingModal } from '../lib/open-blocking-modal';
import { LoadingStatus } from '../../../shared/ui/loading-status';

const MODAL_ID = 'complete-sign-up';

/** Without a data link the form asks what every account needs (spec 01 §3). */
const FALLBACK: AccountSetup = {
  fields: ['country', 'currency', 'timezone', 'termsOfUseAccepted'],
  prefill: { email: '', firstName: '', country: null, currency: 'USD', timezone: 'UTC' },
};

type Links = { data: ResourceLink | undefined; submit: ResourceLink };

function CompleteSignUp({ data, submit }: Links) {
  const [setup, setSetup] = useState<AccountSetup | null>(data ? null : FALLBACK);

  useEffect(() => {
    if (!data) return;
    let current = true;
    getAccountSetup(data).then(
      (loaded) => current && setSetup(loaded),
      (error: unknown) => {
        if (!current) return;
        // Without its fields the form cannot be shown: the catalogue's fallback is to sign out.
        handleApiError(error);
        void signOut('boot');
      },
    );
    return () => {
      current = false;
    };
  }, [data]);

  if (!setup) {
    return <LoadingStatus label={texts.loading} py="xl" />;
  }
  return <CompleteSignUpForm setup={setup} submit={submit} onDone={() => closeBlockingModal(MODAL_ID)} />;
}

/** Spec 01 §8 "User does not exist": the complete-sign-up modal, 'Just one more step!'. */
export function openCompleteSignUpModal(links: Links) {
  return openBlockingModal(MODAL_ID, texts.completeTitle, <CompleteSignUp {...links} />);
}
