// No zod here: every request the web sends (the /login page's too) names these headers.

/** The header each request carries: the company the tab believes it works in. */
export const COMPANY_HEADER = 'CompanyId';

/**
 * Every API answer names the newest revision of the system notifications (spec 01 §4.7): when it
 * changes, the client loads its notifications again.
 */
export const LAST_SYSTEM_NOTIFICATION_HEADER = 'last-system-notification-id';
