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
