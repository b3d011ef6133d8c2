import {
  type AccountSetup,
  type AccountSetupField,
  AccountSetupLink,
  ApiRoutes,
  type CompleteSignUpRequest,
  completeSignUpFormSchema,
  type SuccessModal,
  type SuccessPreferences,
} from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { validationFailed } from '../../http/validation.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import { endEmailTokens, LINKS_ENDED_BY_RESET } from '../auth/service.ts';
import { AccountSetupText as T } from './messages.ts';
import { hasOAuthIdentity } from '../oauth/identities.ts';
import { findUserById, updateUser, type User } from '../users/service.ts';

const userDoesNotExist = () =>
  new AppError('UserDoesNotExist', T.incompleteTitle, T.incomplete, {
    data: {
      resourcesLinks: {
        [AccountSetupLink.completeSignUpData]: { url: ApiRoutes.getAccountSetup.path, method: 'GET' },
        [AccountSetupLink.completeSignUp]: { url: ApiRoutes.completeSignUp.path, method: 'POST' },
      },
    },
  });

const countryRequired = () =>
  new AppError('CountryRequired', T.countryRequiredTitle, T.countryRequired, {
    data: {
      resourcesLinks: {
        [AccountSetupLink.saveCountry]: { url: ApiRoutes.saveCountry.path, method: 'POST' },
      },
    },
  });

const nothingToFinish = () => new AppError('Forbidden', T.notIncompleteTitle, T.notIncomplete);

/**
 * Bootstrap calls this with the user row it already holds (no query). An account whose terms were
 * never accepted was set up for its user, not by them (an import, an invitation, an administrator):
 * it is not a Focal user yet until they complete sign-up. Then a missing country is asked alone.
 */
export function assertAccountReady(user: Pick<User, 'termsAcceptedAt' | 'country'>): void {
  if (!user.termsAcceptedAt) throw userDoesNotExist();
  if (!user.country) throw countryRequired();
}

/** What the form asks: a password only when the account has no way to sign in again by itself. */
async function fieldsFor(deps: AppDeps, user: User): Promise<AccountSetupField[]> {
  const fields: AccountSetupField[] = [];
  if (!user.passwordHash && !(await hasOAuthIdentity(deps.db, user.id))) {
    fields.push('password', 'confirmPassword');
  }
  if (!user.country) fields.push('country');
  fields.push('currency', 'timezone', 'termsOfUseAccepted');
  return fields;
}

async function incompleteUser(deps: AppDeps, userId: string): Promise<User> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw invalidToken();
  if (user.termsAcceptedAt) throw nothingToFinish();
  return user;
}

export async function accountSetup(deps: AppDeps, options: { userId: string }): Promise<AccountSetup> {
  const user = await incompleteUser(deps, options.userId);
  return {
    fields: await fieldsFor(deps, user),
    prefill: {
      email: user.email,
      firstName: user.firstName,
      country: user.country,
      currency: user.currency,
      timezone: user.timeZone,
    },
  };
}

const welcome = (): SuccessModal => ({
  icon: 'CELEBRATION',
  title: T.welcomeTitle,
  checkListField: {
    items: T.welcomeItems.map((text, i) => ({
      state: i < 2 ? 'COMPLETED' : 'NOT_COMPLETED',
      textHtml: text,
    })),
  },
  buttons: { items: [{ name: T.gotIt, variant: 'SOLID_PRIMARY', action: 'CLOSE' }] },
});

/** The client loads the page again, and with it the bootstrap that refused it a moment ago. */
const reloadRoute: SuccessPreferences = { route: { reloadRequired: true } };

/** Validates the form against this account's fields, then finishes the account in one update. */
export async function completeSignUp(
  deps: AppDeps,
  options: { userId: string; form: CompleteSignUpRequest },
): Promise<{ successModal: SuccessModal; successPreferences: SuccessPreferences }> {
  const user = await incompleteUser(deps, options.userId);
  const fields = await fieldsFor(deps, user);
  const checked = completeSignUpFormSchema(fields).safeParse(options.form);
  if (!checked.success) throw validationFailed(checked.error, T.checkForm);
  const form = checked.data;
  let passwordHash: string | undefined;
  if (form.password) {
    await assertAcceptablePassword(form.password);
    passwordHash = await hashPassword(form.password);
  }
  await updateUser(deps.db, user.id, {
    ...(passwordHash ? { passwordHash } : {}),
    ...(form.country ? { country: form.country } : {}),
    ...(form.currency ? { currency: form.currency } : {}),
    ...(form.timezone ? { timeZone: form.timezone } : {}),
    termsAcceptedAt: new Date(),
  });
  // A password set here ends any reset or address-change link mailed before it.
  if (passwordHash) await endEmailTokens(deps.db, user.id, LINKS_ENDED_BY_RESET);
  deps.contextCache.invalidate();
  return { successModal: welcome(), successPreferences: reloadRoute };
}

/** Quick Account Update (spec 01 §5: the country is required; the route schema checked it). */
export async function saveCountry(
  deps: AppDeps,
  options: { userId: string; country: string },
): Promise<{ successPreferences: SuccessPreferences }> {
  await updateUser(deps.db, options.userId, { country: options.country });
  deps.contextCache.invalidate();
  return { successPreferences: reloadRoute };
}
