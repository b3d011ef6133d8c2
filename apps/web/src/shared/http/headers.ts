import { getBrowserToken, getTabSessionId } from '../session/client-ids';
import { getSessionEmail } from '../session/session-store';
import { BUILD_VERSION, isAppShell, isMobileView } from '../platform';

/** The headers spec 01 §7 asks for on every request. */
export function commonHeaders(accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    BrowserToken: getBrowserToken(),
    SessionToken: getTabSessionId(),
    WebBuildVersion: BUILD_VERSION,
    // The mobile apps' web view, or a phone-sized window (spec 01 §4.6 treats both as mobile).
    isMobile: String(isAppShell() || isMobileView()),
  };
  const email = getSessionEmail();
  // Header values must be ASCII; an internationalised address is sent percent-encoded.
  if (email) headers.PhotographerEmail = /^[\x20-\x7e]*$/.test(email) ? email : encodeURIComponent(email);
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}
