import { setAccountSetupFlows } from '../../shared/errors/account-setup-flows';

/** The modals load with the first error that needs them (they carry zod and the form library). */
export function installAccountSetupFlows() {
  setAccountSetupFlows({
    completeSignUp: (links) =>
      import('./components/complete-signup-modal').then(({ openCompleteSignUpModal }) =>
        openCompleteSignUpModal(links),
      ),
    selectCountry: (links) =>
      import('./components/country-modal').then(({ openCountryModal }) => openCountryModal(links)),
  });
}
