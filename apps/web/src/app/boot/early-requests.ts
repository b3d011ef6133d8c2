import { COMPANY_HEADER } from '@focal/contracts/headers';
import { accountPaths } from '@focal/contracts/paths/account';
import { putEarlyResponse } from '../../shared/http/early-responses';
import { commonHeaders } from '../../shared/http/headers';
import { getAccessToken } from '../../shared/session/session-store';
import { FIRST_REQUESTS, portalFirstRequests } from './first-requests';

// The account area's table alone: the whole route table would triple this inline script.
const BOOTSTRAP_PATH = accountPaths.bootstrap[1];

const send = (url: string, headers: Record<string, string>) => {
  const response = fetch(url, { method: 'GET', headers });
  putEarlyResponse(url, headers, response);
  return response;
};

type Company = { id?: unknown };

async function companyOf(bootstrap: Response): Promise<Company | null> {
  if (!bootstrap.ok) return null;
  const body = (await bootstrap.clone().json()) as { data?: { authorizedCompany?: Company } };
  return body.data?.authorizedCompany ?? null;
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
  const page = (!location.search && FIRST_REQUESTS[location.pathname]) || [];
  void bootstrap
    .then(companyOf)
    .then((company) => {
      if (typeof company?.id !== 'string') return;
      const withCompany = { ...headers, [COMPANY_HEADER]: company.id };
      for (const url of page) void send(url, withCompany);
    })
    .catch(() => {
      // The app asks again itself, and meets the error there.
    });
  loadLocaleData();
}
