// No zod here: every request the web sends (the /login page's too) names these headers.

/** The header each request carries: the company the tab believes it works in. */
export const COMPANY_HEADER = 'CompanyId';

/**
 * Every API answer names the newest revision of the system notifications (spec 01 §4.7): when it
 * changes, the client loads its notifications again.
 */
export const LAST_SYSTEM_NOTIFICATION_HEADER = 'last-system-notification-id';

/**
 * The studio's read-only preview of a client's portal: the bootstrap's `portalAuth.token` in the
 * first header, the client in the second. Every write answers 403 under a preview. Here, not with the
 * portal's schemas: every portal page sends them, and none of the portal's first screen loads zod.
 */
export const PORTAL_PREVIEW_HEADER = 'x-focal-portal-preview';
export const PORTAL_PREVIEW_CLIENT_HEADER = 'x-focal-portal-client';
