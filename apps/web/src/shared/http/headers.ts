import { getBrowserToken, getTabSessionId } from '../session/client-ids';
import { getSessionEmail } from '../session/session-store';
import { BUILD_VERSION, isMobileView } from '../platform';

/** The headers spec 01 §7 asks for on every request. */
export function commonHeaders(accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    BrowserToken: getBrowserToken(),
    SessionToken: getTabSessionId(),
    WebBuildVersion: BUILD_VERSION,
    isMobile: String(isMobileView()),
  };
  const email = getSessionEmail();
  // Header values must be ASCII; an internationalised address is sent percent-encoded.
  if (email) headers.PhotographerEmail = /^[\x20-\x7e]*$/.test(email) ? email : encodeURIComponent(email);
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}
