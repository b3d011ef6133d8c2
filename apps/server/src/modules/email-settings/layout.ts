import { ApiRoutes as R, type EmailSettingsAction, type EmailSettingsLayout } from '@focal/contracts';
import type { Config } from '../../config.ts';
import { gmailConfigured } from '../gmail/provider.ts';
import type { Role } from '../memberships/service.ts';

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };
const link = (route: Route) => ({ url: route.path, method: route.method });
const links = (entries: Partial<Record<EmailSettingsAction, Route>>) =>
  Object.fromEntries(Object.entries(entries).map(([action, route]) => [action, link(route)]));

/**
 * Spec 02 §2: the page is built from this call: its sections in page order, each with the links it
 * calls (spec 02 §7: the section GETs and the reply domain, notification, signature and own-server
 * saves are "supplied URLs"). The Gmail section is listed only where the server has a Gmail client.
 * Where the studio's mail goes (provider, own server, Gmail, reply domain) is the owner's (issue 29
 * §5): a member's layout carries those sections' reads only, and the page draws them read-only.
 */
export function emailSettingsLayout(config: Config, role: Role): EmailSettingsLayout {
  const owner = role === 'owner';
  const sections: EmailSettingsLayout['sections'] = [
    {
      key: 'EMAIL_PROVIDER',
      links: links({ GET: R.getEmailProvider, ...(owner && { SAVE: R.setEmailProvider }) }),
    },
    {
      key: 'CUSTOM_PROVIDER',
      links: links({
        GET: R.getCustomSmtp,
        ...(owner && { SAVE: R.saveCustomSmtp, DELETE: R.deleteCustomSmtp }),
        SPF: R.getSmtpSpf,
      }),
    },
  ];
  if (gmailConfigured(config)) {
    sections.push({
      key: 'GMAIL_REPLIES',
      links: links({
        GET: R.getGmailConnection,
        ...(owner && { CONNECT: R.connectGmail, UPDATE: R.updateGmailSettings, DELETE: R.disconnectGmail }),
      }),
    });
  }
  sections.push(
    {
      key: 'REPLY_DOMAIN',
      links: links({ GET: R.getReplyDomain, ...(owner && { SAVE: R.saveReplyDomain }) }),
    },
    { key: 'NOTIFICATIONS', links: links({ GET: R.getEmailNotifications, SAVE: R.saveEmailNotifications }) },
    {
      key: 'SIGNATURE',
      links: links({
        GET: R.getEmailSignature,
        SAVE: R.saveEmailSignature,
        UPLOAD_IMAGE: R.uploadSignatureImage,
        DELETE_IMAGE: R.deleteSignatureImage,
      }),
    },
    {
      key: 'TEMPLATES',
      links: links({
        LIST: R.listEmailTemplates,
        CREATE: R.createEmailTemplate,
        UPDATE: R.updateEmailTemplate,
        DELETE: R.deleteEmailTemplate,
        VALIDATE: R.validateEmailTemplate,
      }),
    },
    { key: 'MAIL_LOG', links: links({ LIST: R.getMailLog }) },
  );
  return { sections };
}
