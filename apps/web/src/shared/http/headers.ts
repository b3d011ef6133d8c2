import { COMPANY_HEADER } from '@focal/contracts/headers';
import { getBrowserToken, getTabSessionId } from '../session/client-ids';
import { getSessionEmail } from '../session/session-store';
import { BUILD_VERSION, isAppShell, isMobileView } from '../platform';

let tabCompany: string | null = null;

/**
 * The company this tab shows: the `authorizedCompany` of the bootstrap loaded here (null before it,
 * and after sign-out). The server refuses a request naming another company than the session's
 * current one (CompanyMismatch), so a tab that missed a switch made elsewhere never writes into
 * the wrong company.
 */
export function setTabCompany(companyId: string | null) {
  tabCompany = companyId;
}

export const getTabCompany = () => tabCompany;

/**
 * The headers every request carries (spec 01 §7): the bearer token, SessionToken, PhotographerEmail,
 * BrowserToken (this browser's lasting id), WebBuildVersion and isMobile; and the company this tab shows.
 */
export function commonHeaders(accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    BrowserToken: getBrowserToken(),
    SessionToken: getTabSessionId(),
    WebBuildVersion: BUILD_VERSION,
    // The mobile apps' web view, or a phone-sized window.
    isMobile: String(isAppShell() || isMobileView()),
  };
  const email = getSessionEmail();
  // Header values must be ASCII; an internationalised address is sent percent-encoded.
  if (email) headers.PhotographerEmail = /^[\x20-\x7e]*$/.test(email) ? email : encodeURIComponent(email);
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (accessToken && tabCompany) headers[COMPANY_HEADER] = tabCompany;
  return headers;
}
