/**
 * The GETs a page sends first when it opens at its bare address (no query: default filters, first
 * page), which app/boot/early-requests.ts sends as soon as the bootstrap names the company. Each
 * page's test checks that the page asks for exactly these (first-requests.test.tsx): a page that
 * changes its first query changes its line here, or its data comes a round trip later on a phone.
 */
export const FIRST_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/': ['/api/user/dashboard'],
  '/clients': ['/api/user/clients?archived=exclude&sort=name&direction=asc&limit=25'],
  '/leads': [
    '/api/user/settings/job-types',
    '/api/user/settings/lead-stages',
    '/api/user/jobs?stage=lead&limit=25',
  ],
  '/jobs': [
    '/api/user/settings/job-types',
    '/api/user/settings/lead-stages',
    '/api/user/jobs?stage=job&limit=25',
  ],
};

/**
 * A client's portal page: `/portal/{company}` (the home) or `/portal/{company}/{kind}/{id}`, ids
 * UUIDs (a bounded pattern, matched against the address alone). Also index.html's preload script's
 * (build/signed-in-preload-plugin.ts), which preloads the page's chunk by its kind.
 */
export const PORTAL_PAGE =
  /^\/portal\/([0-9a-f-]{36})(?:\/(quotes|invoices|contracts|questionnaires)\/([0-9a-f-]{36}))?\/?$/;

/**
 * A client's portal page, opened cold from a mail (issue 34): its session and the document it shows
 * (the home's summary on the home), sent by the early script with the portal's own headers (no bearer
 * token, no company header: the client's session is a cookie). Checked against the pages' own first
 * requests as FIRST_REQUESTS is (first-requests.test.tsx).
 */
export function portalFirstRequests(pathname: string): string[] {
  const match = PORTAL_PAGE.exec(pathname);
  if (!match) return [];
  const [, company, kind, id] = match;
  const api = `/api/portal/${company}`;
  return [`${api}/session`, kind ? `${api}/${kind}/${id}` : `${api}/home`];
}
