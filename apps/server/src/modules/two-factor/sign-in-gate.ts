import { ApiRoutes } from '@focal/contracts/api-routes';
import type { TwoFactorLoginData, TwoFactorSetupData } from '@focal/contracts';
import { AUTHORIZATION_KEY_TTL_SECONDS, questionText } from '@focal/contracts/two-factor-constants';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById, type User } from '../users/service.ts';
import { issueKey } from './challenges.ts';
import * as repo from './repo.ts';
import { pendingSetupFor } from './setup.ts';
import { SignInText } from './sign-in-messages.ts';

const link = (r: { path: string; method: string }) => ({ url: r.path, method: r.method });

/** 212: the code is needed. Never tokens: this sign-in's key, where the code goes, the questions. */
async function loginStep(deps: AppDeps, user: User, companyId: string | null) {
  const questions = await repo.secretQuestionsOf(deps.db, user.id);
  const data: TwoFactorLoginData = {
    authorizationKey: await issueKey(deps.db, { userId: user.id, purpose: 'login', companyId }),
    email: user.email,
    expiresInSeconds: AUTHORIZATION_KEY_TTL_SECONDS,
    actions: { AUTHENTICATE_2FA: link(ApiRoutes.authenticateTwoFactor) },
    recoverUser2FA: {
      secretQuestions: questions.map((q) => ({
        id: q.questionId,
        question: questionText(q.questionId) ?? q.questionId,
      })),
      actions: { RECOVER_2FA: link(ApiRoutes.recoverTwoFactor) },
    },
  };
  return new AppError('212', SignInText.loginTitle, SignInText.login, { data });
}

/** 213: the setup, forced, with a new secret whose TURN_ON_2FA is the sign-in's own setup. */
async function setupStep(deps: AppDeps, user: User, companyId: string | null, companyName: string) {
  const data: TwoFactorSetupData = {
    authorizationKey: await issueKey(deps.db, { userId: user.id, purpose: 'setup', companyId }),
    expiresInSeconds: AUTHORIZATION_KEY_TTL_SECONDS,
    enforce: true,
    user2faState: 'OFF',
    configure2faMetadata: await pendingSetupFor(deps, user, link(ApiRoutes.setupTwoFactorAtLogin)),
    companyName,
  };
  return new AppError('213', SignInText.setupTitle, SignInText.setup(companyName), { data });
}

/**
 * The one rule of a company's two-factor requirement (issue 29 §7): a user without two-factor on,
 * in a company that requires it (the first by name), gets the 213 setup and never tokens; undefined
 * otherwise. Every path that issues a user's tokens asks it (auth/service.ts): a sign-in of any
 * kind, a refresh, a switch, a new company, an accepted invitation.
 */
export async function unmetRequirementStep(deps: AppDeps, userId: string, companyId: string | null) {
  const [requiring] = await repo.companiesRequiringTwoFactor(deps.db, userId);
  if (!requiring || (await repo.findTwoFactor(deps.db, userId))?.enabledAt) return undefined;
  const user = await findUserById(deps.db, userId);
  return user ? setupStep(deps, user, companyId, requiring.name) : undefined;
}

/**
 * The second step of every user sign-in (auth/service.ts startSession), asked only once the
 * password, link or provider proved who signs in, so a wrong password never tells whether two-factor
 * is on: two-factor on → 212; off while a company of the user requires it → 213; otherwise none.
 */
export async function secondStepFor(
  deps: AppDeps,
  options: { userId: string; companyId: string | null },
): Promise<AppError | undefined> {
  const user = await findUserById(deps.db, options.userId);
  if (!user) return undefined;
  if ((await repo.findTwoFactor(deps.db, user.id))?.enabledAt)
    return loginStep(deps, user, options.companyId);
  return unmetRequirementStep(deps, user.id, options.companyId);
}
