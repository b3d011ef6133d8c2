import type { PortalBrand } from '@focal/contracts/portal/api';
import { commonHeaders } from '../../shared/http/headers';
import { drawPrerenderedBand } from '../../features/portal/lib/prerendered-band';
import { loadLocaleData, sendEarly } from './early-fetch';
import { portalFirstRequests } from './first-requests';

/** What the session tells of the studio (the contracts' portalSessionSchema's company), checked by hand: no zod here. */
function brandOf(body: unknown): PortalBrand | null {
  const company = (body as { data?: { company?: Partial<PortalBrand> } } | null)?.data?.company;
  if (typeof company?.name !== 'string') return null;
  return {
    name: company.name,
    logoUrl: typeof company.logoUrl === 'string' ? company.logoUrl : null,
    brandColour: typeof company.brandColour === 'string' ? company.brandColour : null,
  };
}

/**
 * With the session's answer, the studio's band from portal.html; no answer, or not signed in (the
 * sign-in page names the studio itself), draws nothing.
 */
function showBand(session: Promise<Response>) {
  void session
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const brand = brandOf(body);
      if (!brand || drawPrerenderedBand(brand)) return;
      // The body not parsed yet (an answer faster than the rest of the HTML). DOMContentLoaded waits
      // for the app's modules to run: not the first resort.
      document.addEventListener('DOMContentLoaded', () => drawPrerenderedBand(brand));
    })
    .catch(() => {
      // The portal asks again itself, and meets the error there.
    });
}

/**
 * portal.html's inline script (build/early-requests-plugin.ts), for a client who opens a portal page
 * cold from a mail (issues 31 and 34): the page's session and document leave while the portal's code
 * downloads (first-requests.ts; apiFetch takes the answers over), without the studio's token (the
 * portal's calls go with auth: false: the client's session is a cookie). With the session's answer
 * the studio's band is drawn: a phone painted nothing until the portal's code (some 200 kB) had
 * arrived and run, and the largest text, the studio's name, came last (LCP 2.7-2.9 s).
 */
export function sendPortalEarlyRequests() {
  const requests = portalFirstRequests(location.pathname);
  if (requests.length === 0 || location.search) return;
  const headers = commonHeaders(null);
  const [session] = requests.map((url) => sendEarly(url, headers));
  if (session) showBand(session);
  loadLocaleData();
}
