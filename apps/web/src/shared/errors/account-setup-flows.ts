import type { ResourceLink } from '@focal/contracts';

/**
 * The complete-sign-up and Quick Account Update modals are forms built from feature parts (the
 * password field with its strength meter), so the app registers them here; shared code cannot import
 * features. Unregistered, the catalogue signs out, as it does when the error carries no link.
 */
export type AccountSetupFlows = {
  /** 'Just one more step!': `data` is the GET link of the form's fields, `submit` the POST link. */
  completeSignUp: (links: { data: ResourceLink | undefined; submit: ResourceLink }) => Promise<void>;
  /** Quick Account Update: `submit` receives `{ country }`. */
  selectCountry: (links: { submit: ResourceLink }) => Promise<void>;
};

let flows: AccountSetupFlows | null = null;

export function setAccountSetupFlows(next: AccountSetupFlows | null) {
  flows = next;
}

export const accountSetupFlows = () => flows;
