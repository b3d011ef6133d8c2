import { COMPANY_HEADER } from '@focal/contracts/headers';
import { accountPaths } from '@focal/contracts/paths/account';
import { putEarlyResponse } from '../../shared/http/early-responses';
import { commonHeaders } from '../../shared/http/headers';
import { getAccessToken } from '../../shared/session/session-store';
// The calendar's own module, not its public entry: this file is an inline script of index.html.
import { calendarFirstRequest } from '../../features/calendar/api/first-request';
import { FIRST_REQUESTS, portalFirstRequests } from './first-requests';

// The account area's table alone: the whole route table would triple this inline script.
const BOOTSTRAP_PATH = accountPaths.bootstrap[1];

const send = (url: string, headers: Record<string, string>) => {
  const response = fetch(url, { method: 'GET', headers });
  putEarlyResponse(url, headers, response);
  return response;
};

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
 * The first date the page writes loads the browser's locale data (25-35 ms on a fast machine, four
 * times that on a phone; every later formatter, the company's zone included, takes about 1 ms). It
 * runs in a task of its own queued from the head, so while the page waits for its stylesheet and code,
 * before the first paint, and not in the head's own task, which the code's requests leave after.
 * Queued after the bootstrap's answer, it was one of the longest tasks after the first paint.
 */
function loadLocaleData() {
  setTimeout(() => {
    // It writes no date (shared/format/format-date.ts does): it loads what that formatter will use.
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat().format(0);
  }, 0);
}

/**
 * Issue 31: on a phone the bootstrap waited for React and the entry chunk (a second and more of slow
 * 4G), and the page's list for the bootstrap. Built into an inline script of index.html
 * (build/early-requests-plugin.ts), this sends the bootstrap while the page's code downloads, and the
 * page's first requests (first-requests.ts) as soon as the bootstrap names the company, with the
 * headers the app would send (shared/http/headers.ts); apiFetch takes the answers over
 * (shared/http/early-responses.ts), and loads the locale data the page's dates need. Only with a
 * stored session on a page of the frame (first-paint.js marks it), or on a client's portal page (its
 * session and document, whatever the studio's session); nothing is sent twice, and an answer the app
 * does not take is dropped.
 */
export function sendEarlyRequests() {
  const portal = portalFirstRequests(location.pathname);
  if (portal.length > 0 && !location.search) {
    // The portal's requests carry no bearer token: apiFetch sends them so (auth: false).
    const headers = commonHeaders(null);
    for (const url of portal) void send(url, headers);
    loadLocaleData();
    return;
  }
  const token = getAccessToken();
  if (!token || !document.documentElement.hasAttribute('data-shell')) return;
  const headers = commonHeaders(token);
  const bootstrap = send(BOOTSTRAP_PATH, headers);
  // The page opened: the address may have moved on by the time the bootstrap answers.
  const page = location.search ? null : location.pathname;
  void bootstrap
    .then(companyOf)
    .then((company) => {
      if (!company || page === null) return;
      const withCompany = { ...headers, [COMPANY_HEADER]: company.id };
      for (const url of firstRequestsOf(page, company)) void send(url, withCompany);
    })
    .catch(() => {
      // The app asks again itself, and meets the error there.
    });
  loadLocaleData();
}
