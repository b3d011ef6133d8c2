import { renderEmailTemplate } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { queueStudioMail } from '../../mail/studio-mail.ts';
import { issuePortalLink, type PortalLinkFor } from './links.ts';

/**
 * The mail a client asks for on the portal's sign-in page (or when a link was used or expired): a
 * fresh magic link, from the studio (its sender and signature), in the caller's transaction.
 */
const WORDS = {
  subject: 'Your link to {{studio_name}}',
  body: `<p>Hello {{client_first_name}},</p>
<p>Here is your link to your client portal at {{studio_name}}: {{portal_link}}</p>
<p>It opens your portal once and lasts 7 days. If you did not ask for it, you can ignore this email.</p>
<p>{{studio_name}}</p>`,
} as const;

export async function queuePortalLinkMail(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  link: PortalLinkFor,
  to: { email: string; firstName: string; studioName: string },
): Promise<string> {
  const url = await issuePortalLink(tx, link, deps.config.publicUrl);
  const rendered = renderEmailTemplate(WORDS, {
    client_first_name: to.firstName,
    studio_name: to.studioName,
    portal_link: url,
  });
  return queueStudioMail(
    tx,
    {
      companyId: link.companyId,
      to: to.email,
      subject: rendered.subject,
      html: rendered.html,
      refId: link.clientId,
      // One mail per link: the url's token is new each time.
      idempotencyKey: `portal-link-${url.slice(-43)}`,
    },
    deps.config,
  );
}
