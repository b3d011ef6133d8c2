/** The portal link a studio's mail carries (`/portal/{companyId}/open/{token}`): its company and token. */
export function portalLinkIn(body: unknown): { companyId: string; token: string } {
  const match = /\/portal\/([0-9a-f-]{36})\/open\/([A-Za-z0-9_-]{40,})/.exec(String(body));
  if (!match) throw new Error('no portal link in the mail');
  return { companyId: match[1]!, token: match[2]! };
}
