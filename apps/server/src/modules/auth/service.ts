import { ApiRoutes } from '@focal/contracts/api-routes';
import type { SignupRequest } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import {
  consume,
  FORGOT_BY_ADDRESS,
  FORGOT_BY_EMAIL,
  REFRESH,
  release,
  RESEND,
  RESET_FAILURES,
  tryConsume,
} from '../../http/rate-limits/rate-limit.ts';
import { signupLimit } from '../../http/signup-limit.ts';
import { limitConcurrency } from '../../lib/limit-concurrency.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { confirmChangeMail, confirmSignupMail, resetPasswordMail } from '../../mail/templates.ts';
import { devMailLink } from '../dev-mail/links.ts';
import { firstCompanyOf } from '../memberships/service.ts';
import { confirmIdentities, removeUnconfirmedIdentities } from '../oauth/identities.ts';
import { IDENTITY_PROOF_PURPOSE } from '../oauth/signup-proof.ts';
import { secondStepFor, unmetRequirementStep } from '../two-factor/sign-in-gate.ts';
import { findUserByEmail, findUserById, type User, updateUser } from '../users/service.ts';
import { createAccount } from './accounts.ts';
import { invalidToken, type SubjectKind } from './access-tokens.ts';
import { issueDeviceToken } from './device-tokens.ts';
import { AUTH_FORGOT, type ForgotJob } from './forgot-queue.ts';
import { AuthText } from './messages.ts';
import {
  assertAcceptablePassword,
  HASHING_SLOTS,
  hashPassword,
  verifyNothing,
  verifyPassword,
} from './passwords.ts';
import * as repo from './repo.ts';
import { findSignInAccount, startSignInAttempt } from './sign-in-throttle.ts';

/** For other modules (account setup, the admin area): auth's tables are read and written through here. */
export {
  emailTokenStates,
  endEmailTokens,
  findAdminById,
  findEmailToken,
  useEmailToken,
  pendingEmailChange,
  revokeAllSessions,
  revokeOtherSessions,
} from './repo.ts';

const HOUR = 3600_000;
export const TRIAL_DAYS = 14;
export const TOKEN_TTL = {
  signup: 48 * HOUR,
  reset_password: HOUR,
  instant_login: 15 * 60_000,
  change_email: 48 * HOUR,
  change_login: 48 * HOUR,
  two_factor_not_me: 7 * 24 * HOUR,
} as const;
/** Two tabs refreshing with the same token at once both succeed within this window. */
const REFRESH_GRACE_MS = 30_000;

const link = (deps: AppDeps, path: string) => `${deps.config.publicUrl}${path}`;

export async function resendConfirmationLink(deps: AppDeps, userId: string) {
  const token = await deps.tokens.signPurpose('resend-confirmation', userId, '7d');
  return {
    url: `${ApiRoutes.resendConfirmation.path}?token=${token}`,
    method: ApiRoutes.resendConfirmation.method,
  };
}

type LinkMailTemplate = typeof confirmSignupMail;
export const LINK_PAGES = {
  signup: '/signup/confirm/',
  reset_password: '/new/confirm/',
  instant_login: '/login/instant/',
  change_email: '/change/confirm/',
  change_login: '/change/login/confirm/',
} as const;
/** Links carried by another module's mail (not a mail kind of their own): their pages. */
export const OTHER_LINK_PAGES = { two_factor_not_me: '/2fa/not-me/' } as const;

/**
 * Issues a single-use link for a purpose and queues the mail that carries it, in the caller's
 * transaction. The mail goes to the user's address, or to `newEmail` for an address change.
 */
export async function queueLinkMail(
  deps: AppDeps,
  db: AppDeps['db'],
  options: {
    user: Pick<User, 'id' | 'email' | 'firstName'>;
    /** Also the mail's kind (two-factor's notice carries its link in a security mail: issueLink). */
    purpose: Exclude<repo.EmailTokenPurpose, 'two_factor_not_me'>;
    template: LinkMailTemplate;
    newEmail?: string;
  },
): Promise<string> {
  const { user, purpose, template, newEmail } = options;
  const { id: tokenId, token } = await repo.issueEmailToken(db, {
    userId: user.id,
    purpose,
    ttlMs: TOKEN_TTL[purpose],
    newEmail,
  });
  return queueMail(db, {
    kind: purpose,
    // The outbox shows the link only while this token works (issue 29 §9).
    refId: tokenId,
    userId: user.id,
    ...template({
      to: newEmail ?? user.email,
      firstName: user.firstName,
      link: link(deps, LINK_PAGES[purpose] + token),
    }),
  });
}

/**
 * A single-use link (its token stored hashed, for TOKEN_TTL) for another module's own mail, in the
 * caller's transaction: the address of its web page, and the token's id (the mail's `refId`).
 */
export async function issueLink(
  deps: AppDeps,
  db: AppDeps['db'],
  options: { userId: string; purpose: 'two_factor_not_me' },
) {
  const { id, token } = await repo.issueEmailToken(db, { ...options, ttlMs: TOKEN_TTL[options.purpose] });
  return { tokenId: id, url: link(deps, OTHER_LINK_PAGES[options.purpose] + token) };
}

const queueConfirmation = (deps: AppDeps, db: AppDeps['db'], user: User) =>
  queueLinkMail(deps, db, { user, purpose: 'signup', template: confirmSignupMail });

export async function signup(
  deps: AppDeps,
  options: { form: SignupRequest & { email: string }; clientAddress: string },
) {
  const { form } = options;
  await consume(deps.db, signupLimit(deps.config), options.clientAddress);
  await assertAcceptablePassword(form.password);
  const passwordHash = await hashPassword(form.password);
  try {
    const { user, mailId } = await deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, form.email)) throw emailTaken();
      const { user } = await createAccount(tx, {
        email: form.email,
        firstName: form.firstName,
        lastName: form.lastName,
        passwordHash,
        country: form.country,
        currency: form.currency,
        timeZone: form.timeZone,
        companyName: form.companyName,
        emailConfirmed: false,
        trialDays: TRIAL_DAYS,
      });
      return { user, mailId: await queueConfirmation(deps, tx, user) };
    });
    await deps.mailer.dispatch([mailId]);
    // Without a mail server, a link to this one mail (never to the address's later mail).
    const devMailbox = await devMailLink(
      deps,
      { id: mailId, kind: 'signup' },
      new Date(Date.now() + TOKEN_TTL.signup),
    );
    return {
      email: user.email,
      resourcesLinks: {
        RESEND_CONFIRMATION: await resendConfirmationLink(deps, user.id),
        ...(devMailbox && { DEV_MAILBOX: devMailbox }),
      },
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () =>
  new AppError('EmailTaken', AuthText.emailTakenTitle, AuthText.emailTaken, {
    data: { fields: { email: AuthText.emailTaken } },
  });

export async function resendConfirmation(deps: AppDeps, options: { token: string }) {
  const userId = await deps.tokens.verifyPurpose('resend-confirmation', options.token);
  const user = userId && (await findUserById(deps.db, userId));
  if (!user) throw new AppError('VerificationLinkInvalid', AuthText.linkInvalidTitle, AuthText.resendInvalid);
  await consume(deps.db, RESEND, user.id);
  if (user.emailConfirmedAt) return;
  await sendConfirmationAgain(deps, user);
}

/**
 * The sign-up confirmation mail again: the user's own resend link and an administrator's resend
 * (which records itself in `alsoInTransaction`, committed with the mail) take this one path.
 */
export async function sendConfirmationAgain(
  deps: AppDeps,
  user: User,
  alsoInTransaction?: (tx: AppDeps['db']) => Promise<void>,
) {
  const mailId = await deps.db.transaction(async (tx) => {
    const id = await queueConfirmation(deps, tx, user);
    await alsoInTransaction?.(tx);
    return id;
  });
  await deps.mailer.dispatch([mailId]);
}

const accountDisabled = () =>
  new AppError('AccountDisabled', AuthText.accountDisabledTitle, AuthText.accountDisabled);

/** Whether an administrator disabled this user or administrator (console, issue 13). */
async function isDisabled(deps: AppDeps, subject: { kind: SubjectKind; id: string }) {
  const row =
    subject.kind === 'user'
      ? await findUserById(deps.db, subject.id)
      : await repo.findAdminById(deps.db, subject.id);
  return Boolean(row?.disabledAt);
}

/**
 * Every sign-in (password, instant link, OAuth, invitation, an administrator's invitation) starts
 * its session here, so a disabled account is refused on every path at once, and a user with
 * two-factor on (or required by a company) meets its second step on every path: 212 or 213, no
 * tokens (issue 14). `secondStepDone`: the second step's own completion (two-factor/sign-in.ts).
 */
async function startSession(
  deps: AppDeps,
  subject: { kind: SubjectKind; id: string; companyId: string | null },
  options: { secondStepDone?: boolean } = {},
) {
  if (await isDisabled(deps, subject)) throw accountDisabled();
  if (subject.kind === 'user') {
    const secondStep = options.secondStepDone
      ? await unmetRequirementStep(deps, subject.id, subject.companyId)
      : await secondStepFor(deps, { userId: subject.id, companyId: subject.companyId });
    if (secondStep) throw secondStep;
  }
  const session = await repo.createSession(deps.db, subject);
  return issuePair(deps, session);
}

/**
 * `refreshToken`: the successor a refresh derived (see `refresh`); a new random one otherwise.
 * Every token pair comes from here: a user's only while their companies' two-factor requirement is
 * met (the 213 setup otherwise), whatever the path: a refresh after the owner turned it on, a switch,
 * an invitation accepted while signed in (issue 29 §7).
 */
async function issuePair(deps: AppDeps, session: repo.Session, refreshToken?: string) {
  if (session.subjectKind === 'user') {
    const setup = await unmetRequirementStep(deps, session.subjectId, session.companyId);
    if (setup) throw setup;
  }
  const refresh_token = await repo.issueRefreshToken(
    deps.db,
    session.id,
    deps.config.refreshTokenTtlDays,
    refreshToken,
  );
  const access_token = await deps.tokens.sign({
    sub: session.subjectId,
    sid: session.id,
    kind: session.subjectKind,
    cid: session.companyId,
  });
  return { access_token, refresh_token };
}

const invalidCredentials = () =>
  new AppError('InvalidCredentials', AuthText.invalidCredentialsTitle, AuthText.invalidCredentials);

type LoginOptions = {
  email: string;
  password: string;
  clientAddress: string;
  admin?: boolean;
  deviceToken?: string;
};

/**
 * Users first; administrator credentials also sign in here, and bootstrap then answers
 * IncorrectAccount. At the administrator sign-in (`admin`) a studio user's right password answers
 * StudioAccount. Throttling: see ./sign-in-throttle.ts. Sign-ins run a few at a time: a burst
 * waits here rather than in the database's queue, ahead of every other request's queries.
 */
const signIns = limitConcurrency(HASHING_SLOTS + 1);
export const login = (deps: AppDeps, options: LoginOptions) => signIns(() => signIn(deps, options));

async function signIn(deps: AppDeps, options: LoginOptions) {
  const { email, password } = options;
  const account = await findSignInAccount(deps, email, options.admin);
  const attempt = await startSignInAttempt(deps, { ...options, account });
  const verified = account?.passwordHash
    ? await verifyPassword(account.passwordHash, password)
    : await verifyNothing(password).then(() => false);
  // A wrong password keeps the failure counted; anything past this point is not a guess.
  if (!account || !verified) throw invalidCredentials();
  await attempt.release();
  if (options.admin && account.kind === 'user') throw studioAccount();
  // Before the confirmation check: a disabled account is told so, not asked to confirm.
  if ((account.kind === 'user' ? account.user.disabledAt : account.disabledAt) !== null)
    throw accountDisabled();
  if (account.kind === 'user' && !account.user.emailConfirmedAt) {
    throw new AppError('EmailNotConfirmed', AuthText.notConfirmedTitle, AuthText.notConfirmed(email), {
      data: { resourcesLinks: { RESEND_CONFIRMATION: await resendConfirmationLink(deps, account.id) } },
    });
  }
  const companyId = account.kind === 'user' ? ((await firstCompanyOf(deps.db, account.id)) ?? null) : null;
  const pair = await startSession(deps, { kind: account.kind, id: account.id, companyId });
  return { ...pair, device_token: await issueDeviceToken(deps, account) };
}

const studioAccount = () =>
  new AppError('StudioAccount', AuthText.studioAccountTitle, AuthText.studioAccount, {
    data: { resourcesLinks: { STUDIO_LOGIN: { url: '/login', method: 'GET' } } },
  });

/**
 * Within the grace window (two tabs refreshing at once) every use of a token answers with the same
 * successor refresh token, so a reused token never starts a second chain; once that successor has
 * itself been used, or after the window, a reuse is a theft and ends the session.
 */
export async function refresh(deps: AppDeps, options: { refreshToken: string; clientAddress: string }) {
  await consume(deps.db, REFRESH, options.clientAddress);
  const token = await repo.findRefreshToken(deps.db, options.refreshToken);
  if (!token || token.expiresAt < new Date()) throw invalidToken();
  const session = await repo.findSession(deps.db, token.sessionId);
  if (!session || session.revokedAt) throw invalidToken();
  const firstUse = await repo.useRefreshToken(deps.db, token.id);
  const successor = repo.successorOf(deps.config.jwtSecret, options.refreshToken);
  if (!firstUse) {
    const usedAt = token.usedAt ?? new Date();
    const stored = await repo.findRefreshToken(deps.db, successor);
    if (Date.now() - usedAt.getTime() > REFRESH_GRACE_MS || stored?.usedAt) {
      deps.revocations.add(await repo.revokeSession(deps.db, session.id));
      throw invalidToken();
    }
  }
  return issuePair(deps, session, successor);
}

export async function logout(deps: AppDeps, options: { accessToken?: string; refreshToken?: string }) {
  const sessionIds = new Set<string>();
  if (options.accessToken) {
    const claims = await deps.tokens
      .verify(options.accessToken, { allowExpired: true })
      .catch(() => undefined);
    if (claims) sessionIds.add(claims.sid);
  }
  if (options.refreshToken) {
    const token = await repo.findRefreshToken(deps.db, options.refreshToken);
    if (token) sessionIds.add(token.sessionId);
  }
  for (const id of sessionIds) deps.revocations.add(await repo.revokeSession(deps.db, id));
}

/**
 * Answers the same, in the same time, whether or not the account exists: the request only counts
 * the caller's address and queues a job; the lookup and the mail happen in the job. A process
 * without a queue (a test's second app) does the work inline.
 */
export async function forgot(deps: AppDeps, options: { email: string; clientAddress: string }) {
  await consume(deps.db, FORGOT_BY_ADDRESS, options.clientAddress);
  const job: ForgotJob = { email: options.email };
  if (deps.queue) await deps.queue.send(AUTH_FORGOT, job, { retryLimit: 3, retryBackoff: true });
  else await sendResetLink(deps, job);
}

/** The forgot job: the mail goes only to a real account, within its per-account limit. */
export async function sendResetLink(deps: AppDeps, job: ForgotJob) {
  const user = await findUserByEmail(deps.db, job.email);
  if (!user) return;
  // Past the per-account limit nothing more is sent, and the answer stays the same.
  if (!(await tryConsume(deps.db, FORGOT_BY_EMAIL, [user.id]))) return;
  const mailId = await deps.db.transaction((tx) =>
    queueLinkMail(deps, tx, { user, purpose: 'reset_password', template: resetPasswordMail }),
  );
  await deps.mailer.dispatch([mailId]);
}

const linkUnusable = () =>
  new AppError('VerificationLinkInvalid', AuthText.linkInvalidTitle, AuthText.linkInvalid);

export async function resetPassword(
  deps: AppDeps,
  options: { token: string; password: string; clientAddress: string },
) {
  await assertAcceptablePassword(options.password);
  // Counted as a failure before the lookup (atomically), and given back when the link is real.
  const attempt = await consume(deps.db, RESET_FAILURES, [options.clientAddress]);
  const token = await repo.findEmailToken(deps.db, options.token, 'reset_password');
  if (!token) throw linkUnusable();
  await release(deps.db, attempt);
  const passwordHash = await hashPassword(options.password);
  const revoked = await deps.db.transaction(async (tx) => {
    if (!(await repo.useEmailToken(tx, token.id))) throw linkUnusable();
    // The link proves the address is theirs, so it confirms it too.
    const user = await findUserById(tx, token.userId);
    await updateUser(tx, token.userId, {
      passwordHash,
      emailConfirmedAt: user?.emailConfirmedAt ?? new Date(),
    });
    // Every other outstanding reset or address-change link dies with the old password.
    await repo.endEmailTokens(tx, token.userId, LINKS_ENDED_BY_RESET);
    // Whoever linked an identity before the address was proven did not prove it: it goes.
    await removeUnconfirmedIdentities(tx, token.userId);
    return repo.revokeAllSessions(tx, token.userId);
  });
  deps.revocations.add(revoked);
}

/** What a new password or address ends: links mailed under the old one. */
export const LINKS_ENDED_BY_RESET: repo.EmailTokenPurpose[] = [
  'reset_password',
  'change_email',
  'change_login',
];

/**
 * `identityProof`: the cookie that an OAuth sign-up with a typed address left in its browser
 * (oauth/signup-proof.ts). The confirmation keeps that sign-up's identities only when opened there;
 * from anywhere else the address holder is someone else, and the identities are removed.
 */
export async function confirm(
  deps: AppDeps,
  options: {
    token: string;
    purpose: 'signup' | 'change_email' | 'change_login';
    identityProof?: string | undefined;
  },
) {
  const token = await repo.findEmailToken(deps.db, options.token, options.purpose);
  if (!token) throw linkUnusable();
  const user = await findUserById(deps.db, token.userId);
  if (!user) throw linkUnusable();
  if (options.purpose === 'signup') {
    // Opening the link twice, or after confirming another way, is not an error.
    if (user.emailConfirmedAt) return { email: user.email };
    const sameBrowser =
      options.identityProof !== undefined &&
      (await deps.tokens.verifyPurpose(IDENTITY_PROOF_PURPOSE, options.identityProof)) === user.id;
    const used = await deps.db.transaction(async (tx) => {
      if (!(await repo.useEmailToken(tx, token.id))) return false;
      await updateUser(tx, user.id, { emailConfirmedAt: new Date() });
      if (sameBrowser) await confirmIdentities(tx, user.id);
      else await removeUnconfirmedIdentities(tx, user.id);
      return true;
    });
    if (!used) {
      throw new AppError('VerificationLinkExpired', AuthText.linkExpiredTitle, AuthText.linkExpired, {
        data: { resourcesLinks: { RESEND: await resendConfirmationLink(deps, user.id) } },
      });
    }
    return { email: user.email };
  }
  const newEmail = token.newEmail!;
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await repo.useEmailToken(tx, token.id))) throw linkUnusable();
      await updateUser(tx, user.id, { email: newEmail, emailConfirmedAt: new Date() });
      // Links mailed to the old address (a reset, another change) die with it.
      await repo.endEmailTokens(tx, user.id, LINKS_ENDED_BY_RESET);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { email: newEmail };
}

/** Starts an email or login change; the address changes when the link sent to it is opened. */
export async function requestEmailChange(
  deps: AppDeps,
  options: { userId: string; newEmail: string; purpose: 'change_email' | 'change_login' },
) {
  if (await findUserByEmail(deps.db, options.newEmail)) throw emailTaken();
  const user = await findUserById(deps.db, options.userId);
  if (!user) throw invalidToken();
  const mailId = await deps.db.transaction((tx) =>
    queueLinkMail(deps, tx, {
      user,
      purpose: options.purpose,
      template: confirmChangeMail,
      newEmail: options.newEmail,
    }),
  );
  await deps.mailer.dispatch([mailId]);
}

export async function instantLogin(deps: AppDeps, options: { token: string }) {
  const token = await repo.findEmailToken(deps.db, options.token, 'instant_login');
  if (!token || !(await repo.useEmailToken(deps.db, token.id))) throw linkUnusable();
  const user = await findUserById(deps.db, token.userId);
  if (!user) throw linkUnusable();
  if (!user.emailConfirmedAt) await updateUser(deps.db, user.id, { emailConfirmedAt: new Date() });
  const companyId = (await firstCompanyOf(deps.db, user.id)) ?? null;
  return startSession(deps, { kind: 'user', id: user.id, companyId });
}

/** A new token pair for a session as it is now (its company just changed: a switch, a new company). */
export async function issueSessionTokens(deps: AppDeps, sessionId: string) {
  const session = await repo.findSession(deps.db, sessionId);
  if (!session || session.revokedAt) throw invalidToken();
  return issuePair(deps, session);
}

/** An administrator who just accepted an invitation: the same answer as the administrator sign-in. */
export async function startAdminSession(deps: AppDeps, adminId: string) {
  const pair = await startSession(deps, { kind: 'admin', id: adminId, companyId: null });
  return { ...pair, device_token: await issueDeviceToken(deps, { kind: 'admin', id: adminId }) };
}

/**
 * A sign-in whose second step passed (a code, a recovery, the required setup): the session in the
 * key's company and a device token, as a password sign-in answers.
 */
export async function startTwoFactorSession(deps: AppDeps, userId: string, companyId: string | null) {
  const pair = await startSession(deps, { kind: 'user', id: userId, companyId }, { secondStepDone: true });
  return { ...pair, device_token: await issueDeviceToken(deps, { kind: 'user', id: userId }) };
}

/** Used by the OAuth sign-up once the account exists. */
export const startUserSession = (deps: AppDeps, userId: string, companyId: string | null) =>
  startSession(deps, { kind: 'user', id: userId, companyId });
