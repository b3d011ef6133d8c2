import { PORTAL_PREVIEW_CLIENT_HEADER, PORTAL_PREVIEW_HEADER } from '@focal/contracts/headers';
import { isApiError } from '../../../shared/http/api-error';

/** Whose portal a page shows, and how its requests say so. */
export type PortalScope = {
  companyId: string;
  /** The studio's read-only preview of one client's portal (its requests carry these headers). */
  preview: { token: string; clientId: string } | null;
  /** The portal's home page: its pages link there and below it. */
  home: string;
};

export const portalPath = (companyId: string) => `/portal/${encodeURIComponent(companyId)}`;
export const portalSignInPath = (companyId: string) => `${portalPath(companyId)}/sign-in`;
export const portalQuotePath = (scope: PortalScope, id: string) =>
  `${scope.home}/quotes/${encodeURIComponent(id)}`;
export const portalInvoicePath = (scope: PortalScope, id: string) =>
  `${scope.home}/invoices/${encodeURIComponent(id)}`;
export const portalQuestionnairePath = (scope: PortalScope, id: string) =>
  `${scope.home}/questionnaires/${encodeURIComponent(id)}`;
export const portalContractPath = (scope: PortalScope, id: string) =>
  `${scope.home}/contracts/${encodeURIComponent(id)}`;

/**
 * A portal request: never the studio's session (the client's is a cookie of the portal's API, sent
 * as the page is on the same origin); the studio's preview names itself and the client in headers.
 */
export function portalRequest({ preview }: PortalScope): { auth: false; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  if (preview) {
    headers[PORTAL_PREVIEW_HEADER] = preview.token;
    headers[PORTAL_PREVIEW_CLIENT_HEADER] = preview.clientId;
  }
  return { auth: false, headers };
}

/** A query key of the portal's cache: a client's session and the studio's preview never share one. */
export const portalKey = ({ companyId, preview }: PortalScope, ...rest: string[]) => [
  'portal',
  companyId,
  preview?.clientId ?? 'session',
  ...rest,
];

/** The portal's API refused the request for want of a session: the sign-in page's turn. */
export const isSignInNeeded = (error: unknown) => isApiError(error) && error.status === 401;
