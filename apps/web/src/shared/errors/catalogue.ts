import { AccountSetupLink } from '@focal/contracts/account-setup-links';
import { ErrorCode } from '@focal/contracts/error-codes';
import type { ApiError } from '../http/api-error';
import type { RequestInfo } from '../http/hooks';
import { navigateTo } from '../navigation';
import { isIosApp } from '../platform';
import { openPlansFrame } from '../response-extras/plans-frame';
import { signOut } from '../session/sign-out';
import { accountSetupFlows } from './account-setup-flows';
import { companySwitchedFlow } from './company-switched-flow';
import { describeError, isBrokenLink } from './describe-error';
import { showErrorToast } from './error-toast';
import { twoFactorFlow } from './two-factor-flows';

/**
 * The client-side error catalogue: spec 01 §8, row by row, and where each behaviour lives.
 *
 *   Situation                              Layer            Behaviour
 *   400/401 code 450                       session          sign out, /login           (http/client.ts)
 *   401 code 452                           session          one refresh, then retry     (http/client.ts, refresh.ts)
 *   401 code 453                           every request    navigate to /               (below)
 *   401 codes 212 and 213                  every request    two-factor login or setup modal (below,
 *                                                           features/two-factor)
 *   401 EmailNotConfirmed                  every request    passed through to the caller (below: no action)
 *   2xx carrying an error body             http             empty success               (http/client.ts)
 *   verification codes                     caller           verification-link modal     (handleApiError)
 *   a link's token refused as malformed    caller           the same modal, the catalogue's words (describe-error.ts)
 *   2xx without `data` on a GET            http             the generic error's words   (http/client.ts)
 *   705 / 706                              every request    event alert                 (below)
 *   ObsoleteAppVersion                     every request    'Reload the Page' modal     (below)
 *   UserDoesNotExist                       every request    complete sign-up, or logout (below)
 *   CountryRequired                        every request    select country, or logout   (below)
 *   CompanyMismatch                        every request    switched-company modal      (below, features/companies)
 *   401 code 210 (subscription expired)    every request    iOS: end-of-trial modal, sign out, /login;
 *                                                           else plans frame, + /login if flagged (below)
 *   AccessLimitation with UPGRADE_PLAN     every request    upgrade frame, message toast (below)
 *   AccessLimitation in the iOS app        every request    the iOS form as a toast, no frame (below)
 *   LimitedJob                             every request    /jobs, then the upgrade frame (below)
 *   LimitedJob in iOS, with UPGRADE_PLAN   every request    /jobs, the iOS limited-job modal (below)
 *   no current plan at boot                boot             the same flows as 210, flagged (app/boot)
 *   IncorrectAccount on boot               boot             wrong-account modal         (app/boot)
 *   JSON blob errors                       http             parsed into the error body  (http/api-error.ts)
 *   sign-up, country save, other errors    caller           message toast               (handleApiError)
 *
 * "Every request" rows run inside apiFetch, before the caller sees the error, and mark it `handled`
 * so the caller shows nothing more. "Caller" rows run when a screen passes an error it does not
 * handle itself to handleApiError. A request is "flagged" for 210 by apiFetch's
 * `expiredGoesToLogin` (see http/client.ts for which calls set it).
 */
type Row = {
  situation: string;
  matches: (error: ApiError, request: RequestInfo) => boolean;
  /** What happens; returns false when the error passes through to the caller untouched. */
  act: (error: ApiError, request: RequestInfo) => boolean;
};

const code = (...codes: string[]) => {
  const set = new Set(codes);
  return (error: ApiError) => set.has(error.code);
};
const sessionCall = (match: (error: ApiError) => boolean) => (error: ApiError, request: RequestInfo) =>
  request.auth && match(error);

function followAccountSetup(error: ApiError) {
  const flows = accountSetupFlows();
  if (error.code === ErrorCode.UserDoesNotExist) {
    const submit = error.link(AccountSetupLink.completeSignUp);
    if (flows && submit) {
      void flows.completeSignUp({ data: error.link(AccountSetupLink.completeSignUpData), submit });
      return;
    }
  } else {
    const submit = error.link(AccountSetupLink.saveCountry);
    if (flows && submit) {
      void flows.selectCountry({ submit });
      return;
    }
  }
  void signOut('boot');
}

const everyRequest: Row[] = [
  {
    situation: '401 code 453: navigate to /',
    matches: sessionCall((error) => error.status === 401 && error.code === ErrorCode.NavigateHome),
    act: () => {
      navigateTo('/');
      return true;
    },
  },
  {
    // Spec 01 §4.1: 212 opens the two-factor login modal, 213 the setup (a company requires it).
    situation: '401 212, 213: two-factor login or setup',
    matches: (error) =>
      error.status === 401 && code(ErrorCode.TwoFactorLogin, ErrorCode.TwoFactorSetup)(error),
    act: (error, request) => {
      const flow = twoFactorFlow();
      if (!flow) return false;
      flow({ code: error.code as '212' | '213', data: error.body.data, sent: request.body });
      return true;
    },
  },
  {
    situation: '401 email not confirmed: passed through',
    matches: code(ErrorCode.EmailNotConfirmed),
    act: () => false,
  },
  {
    situation: '705 event archived, 706 event completed: event alert',
    matches: code(ErrorCode.EventArchived, ErrorCode.EventCompleted),
    act: (error) => {
      void import('./event-alert-modal').then(({ openEventAlert }) => openEventAlert(error));
      return true;
    },
  },
  {
    situation: "obsolete app version: 'Reload the Page'",
    matches: code(ErrorCode.ObsoleteAppVersion),
    act: (error) => {
      void import('./obsolete-version-modal').then(({ openObsoleteVersionModal }) =>
        openObsoleteVersionModal(error.body.errorTitle, error.body.errorMessage),
      );
      return true;
    },
  },
  {
    situation:
      'user does not exist: complete sign-up, or logout; country required: select country, or logout',
    matches: sessionCall(code(ErrorCode.UserDoesNotExist, ErrorCode.CountryRequired)),
    act: (error) => {
      followAccountSetup(error);
      return true;
    },
  },
  {
    // Another tab switched company: this tab's request named the old one and was refused.
    situation: 'company mismatch: the blocking switched-company modal',
    matches: sessionCall(code(ErrorCode.CompanyMismatch)),
    act: (error) => {
      const flow = companySwitchedFlow();
      if (!flow) return false;
      flow(error);
      return true;
    },
  },
  {
    situation:
      '401 code 210: iOS end-of-trial modal and sign-out; else the plans frame (+ /login if flagged)',
    matches: sessionCall((error) => error.status === 401 && error.code === ErrorCode.SubscriptionExpired),
    act: (error, request) => {
      const plans = error.link('SUBSCRIPTION_PLANS')?.url;
      const ios = isIosApp();
      if (!ios && !request.expiredGoesToLogin) openPlansFrame(plans);
      else {
        void import('./subscription-flows').then((flows) =>
          ios ? flows.endTrialInIosApp() : flows.showPlansOverLogin(plans),
        );
      }
      return true;
    },
  },
  {
    // The iOS app sells no plans: the message's iOS form (upgrade via a browser), no frame.
    situation: 'subscription access limitation in the iOS app: the iOS form of the message',
    matches: (error) => error.code === ErrorCode.AccessLimitation && isIosApp(),
    act: (error) => {
      void import('./ios-limit-toast').then(({ showIosLimitToast }) => showIosLimitToast(error));
      return true;
    },
  },
  {
    situation: 'subscription access limitation with an UPGRADE_PLAN link: the upgrade frame and the message',
    matches: (error) => error.code === ErrorCode.AccessLimitation && Boolean(error.link('UPGRADE_PLAN')?.url),
    act: (error) => {
      openPlansFrame(error.link('UPGRADE_PLAN')!.url);
      showErrorToast(error);
      return true;
    },
  },
  {
    situation:
      'limited job: /jobs, then the upgrade frame; iOS app (with UPGRADE_PLAN): the limited-job modal',
    matches: (error) =>
      error.code === ErrorCode.LimitedJob && (!isIosApp() || Boolean(error.link('UPGRADE_PLAN')?.url)),
    act: (error) => {
      navigateTo('/jobs');
      if (isIosApp()) void import('./limited-job-modal').then((modal) => modal.openLimitedJobModal());
      else openPlansFrame(error.link('UPGRADE_PLAN')?.url);
      return true;
    },
  },
];

/** Runs inside apiFetch for every failed request (installed by shared/errors/install.ts). */
export function applyCatalogue(error: ApiError, request: RequestInfo) {
  if (error.sessionEnded || error.handled) return;
  const row = everyRequest.find((candidate) => candidate.matches(error, request));
  if (row?.act(error, request)) error.handled = true;
}

const VERIFICATION_CODES = new Set<string>([
  ErrorCode.EmailNotConfirmed,
  ErrorCode.VerificationLinkExpired,
  ErrorCode.VerificationLinkInvalid,
]);
const RESEND_LINKS = ['RESEND', 'RESEND_CONFIRMATION'];

/**
 * The caller rows: verification errors open the verification-link modal (Resend when the server sent
 * a link to send the email again, 'Got It' when the code is manual); anything else is the general
 * handler's toast.
 */
export function applyCallerRows(error: ApiError) {
  if (isBrokenLink(error)) {
    const { title, message } = describeError(error);
    void import('./verification-link-modal').then(({ openVerificationLinkModal }) =>
      openVerificationLinkModal(title, message, undefined),
    );
    return;
  }
  if (VERIFICATION_CODES.has(error.code)) {
    const resend =
      error.code === ErrorCode.VerificationLinkInvalid
        ? undefined
        : RESEND_LINKS.map((name) => error.link(name)).find(Boolean);
    void import('./verification-link-modal').then(({ openVerificationLinkModal }) =>
      openVerificationLinkModal(error.body.errorTitle, error.body.errorMessage, resend),
    );
    return;
  }
  showErrorToast(error);
}
