// No zod here: every request the web sends (the /login page's too) names these headers.

/** The header each request carries: the company the tab believes it works in. */
export const COMPANY_HEADER = 'CompanyId';
