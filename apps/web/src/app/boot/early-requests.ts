import { COMPANY_HEADER } from '@focal/contracts/headers';
import { accountPaths } from '@focal/contracts/paths/account';
import { commonHeaders } from '../../shared/http/headers';
import { getAccessToken } from '../../shared/session/session-store';
// The calendar's own module, not its public entry: this file is an inline script of index.html.
import { calendarFirstRequest } from '../../features/calendar/api/first-request';
import { loadLocaleData, sendEarly } from './early-fetch';
import { FIRST_REQUESTS } from './first-requests';

// The account area's table alone: the whole route table would triple this inline script.
const BOOTSTRAP_PATH = accountPaths.bootstrap[1];

/** What the bootstrap tells of the company (shared/bootstrap's authorizedCompany). */
type EarlyCompany = { id: string; timeZone: string };

/**
 * The GETs of a page at its bare address whose addresses depend on the company: the calendar's range
 * is the month (on a narrow screen, the week) around today in the company's time zone. Checked
 * against the page's own first requests as FIRST_REQUESTS is (first-requests.test.tsx). Here, not
 * beside FIRST_REQUESTS: the build's preload plugin imports first-requests.ts into the Vite config,
 * where the calendar's code (shared/platform's build version) cannot load.
 */
export const COMPANY_FIRST_REQUESTS: Readonly<Record<string, (company: EarlyCompany) => string[]>> = {
  '/calendar': ({ timeZone }) => [calendarFirstRequest(timeZone)],
};

const firstRequestsOf = (pathname: string, company: EarlyCompany): readonly string[] =>
  FIRST_REQUESTS[pathname] ?? COMPANY_FIRST_REQUESTS[pathname]?.(company) ?? [];

async function companyOf(bootstrap: Response): Promise<EarlyCompany | null> {
  if (!bootstrap.ok) return null;
  const body = (await bootstrap.clone().json()) as { data?: { authorizedCompany?: Partial<EarlyCompany> } };
  const company = body.data?.authorizedCompany;
  return typeof company?.id === 'string' && typeof company.timeZone === 'string'
    ? { id: company.id, timeZone: company.timeZone }
    : null;
}

/**
 * Issue 31: on a phone the bootstrap waited for React and the entry chunk (a second and more of slow
 * 4G), and the page's list for the bootstrap. Built into an inline script of index.html
 * (build/early-requests-plugin.ts), this sends the bootstrap while the page's code downloads, and the
 * page's first requests (first-requests.ts) as soon as the bootstrap names the company, with the
 * headers the app would send (shared/http/headers.ts); apiFetch takes the answers over
 * (shared/http/early-responses.ts), and loads the locale data the page's dates need. Only with a
 * stored session on a page of the frame (first-paint.js marks it); nothing is sent twice, and an
 * answer the app does not take is dropped. The client portal's document has its own
 * (portal-early-requests.ts).
 */
export function sendEarlyRequests() {
  const token = getAccessToken();
  if (!token || !document.documentElement.hasAttribute('data-shell')) return;
  const headers = commonHeaders(token);
  const bootstrap = sendEarly(BOOTSTRAP_PATH, headers);
  // The page opened: the address may have moved on by the time the bootstrap answers.
  const page = location.search ? null : location.pathname;
  void bootstrap
    .then(companyOf)
    .then((company) => {
      if (!company || page === null) return;
      const withCompany = { ...headers, [COMPANY_HEADER]: company.id };
      for (const url of firstRequestsOf(page, company)) void sendEarly(url, withCompany);
    })
    .catch(() => {
      // The app asks again itself, and meets the error there.
    });
  loadLocaleData();
}
