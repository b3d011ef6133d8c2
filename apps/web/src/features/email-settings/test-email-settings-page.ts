import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type {
  CustomSmtp,
  EmailNotifications,
  EmailProvider,
  EmailSettingsSection,
  EmailSignature,
  ReplyDomain,
  SmtpSpf,
} from '@focal/contracts/email-settings';
import { EMAIL_NOTIFICATION_EVENTS } from '@focal/contracts/email-settings';
import type { GmailConnection } from '@focal/contracts/gmail';
import type { MailLog } from '@focal/contracts/mail-log';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';

export const EMAIL_SETTINGS_PATH = '/settings/email-settings';

/**
 * The layout's links: addresses no page spells itself (`/supplied/…`), so a test that sees a call
 * there knows the page followed the supplied link.
 */
const link = (url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET') => ({ url, method });
export const SECTIONS: Record<string, EmailSettingsSection> = {
  provider: {
    key: 'EMAIL_PROVIDER',
    links: { GET: link('/supplied/provider'), SAVE: link('/supplied/provider', 'PUT') },
  },
  smtp: {
    key: 'CUSTOM_PROVIDER',
    links: {
      GET: link('/supplied/smtp'),
      SAVE: link('/supplied/smtp', 'POST'),
      DELETE: link('/supplied/smtp', 'DELETE'),
      SPF: link(ApiRoutes.getSmtpSpf.path),
    },
  },
  gmail: {
    key: 'GMAIL_REPLIES',
    links: {
      GET: link('/supplied/gmail'),
      CONNECT: link('/supplied/gmail', 'POST'),
      UPDATE: link('/supplied/gmail', 'PUT'),
      DELETE: link('/supplied/gmail', 'DELETE'),
    },
  },
  replyDomain: {
    key: 'REPLY_DOMAIN',
    links: { GET: link('/supplied/reply-domain'), SAVE: link('/supplied/reply-domain', 'POST') },
  },
  notifications: {
    key: 'NOTIFICATIONS',
    links: { GET: link('/supplied/notifications'), SAVE: link('/supplied/notifications', 'POST') },
  },
  signature: {
    key: 'SIGNATURE',
    links: {
      GET: link('/supplied/signature'),
      SAVE: link('/supplied/signature', 'POST'),
      UPLOAD_IMAGE: link('/supplied/signature/image', 'POST'),
      DELETE_IMAGE: link('/supplied/signature/image', 'DELETE'),
    },
  },
  mailLog: { key: 'MAIL_LOG', links: { LIST: link('/supplied/log') } },
};

export const PROVIDER: EmailProvider = {
  mode: 'focal',
  focalFrom: '"Lovelace Studio via Focal" <studio@focal.example>',
  focalReplyTo: 'ada@example.com',
  smtpConfigured: false,
  smtpVerified: false,
  gmailConnected: false,
};
export const NO_SMTP: CustomSmtp = {
  configured: false,
  host: null,
  port: null,
  security: null,
  username: null,
  hasPassword: false,
  senderName: null,
  senderEmail: null,
  verifiedAt: null,
};
export const SAVED_SMTP: CustomSmtp = {
  configured: true,
  host: 'smtp.lovelace.example',
  port: 465,
  security: 'tls',
  username: 'ada',
  hasPassword: true,
  senderName: 'Lovelace Studio',
  senderEmail: 'hello@lovelace.example',
  verifiedAt: '2026-11-20T10:00:00.000Z',
};
export const GMAIL: GmailConnection = {
  available: true,
  connected: false,
  active: false,
  address: null,
  accountCredentialId: null,
  receiveReplies: false,
  senderName: '',
  senderEmail: null,
  signInUrl: 'https://accounts.example/authorize?state=s1&oauthMailProvider=gmail',
};
export const SPF: SmtpSpf = {
  smtpStatus: 'CONNECTED',
  host: 'smtp.lovelace.example',
  mode: 'smtp',
  result: 'pass',
  mechanism: 'ip4:192.0.2.1',
  explanation: 'The record allows your server.',
  domain: 'lovelace.example',
  records: ['v=spf1 ip4:192.0.2.1 -all'],
  recordToPublish: null,
};
const REPLY: ReplyDomain = { username: null, replyAddress: null, domain: 'reply.focal.example' };
const NOTIFICATIONS: EmailNotifications = {
  events: Object.fromEntries(
    EMAIL_NOTIFICATION_EVENTS.map((event) => [event, true]),
  ) as EmailNotifications['events'],
  sent: ['INVOICE_PAID', 'NEW_LEAD'],
};
const SIGNATURE: EmailSignature = {
  bodySignature: '<p>Ada, <strong>Lovelace Studio</strong></p>',
  imageUrl: null,
};
const LOG: MailLog = { rows: [], total: 0 };

type Setup = {
  sections?: EmailSettingsSection[];
  provider?: EmailProvider;
  smtp?: CustomSmtp;
  gmail?: GmailConnection;
  routes?: Parameters<typeof mockApi>[0];
};

/** Signs Ada in and answers what /settings/email-settings asks for; `routes` replace or add answers. */
export function mockEmailSettingsPage({
  sections = Object.values(SECTIONS),
  provider = PROVIDER,
  smtp = NO_SMTP,
  gmail = GMAIL,
  routes = {},
}: Setup = {}) {
  signIn();
  return mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${ApiRoutes.getEmailSettingsLayout.path}`]: () => ok({ sections }),
    'GET /supplied/provider': () => ok(provider),
    'GET /supplied/smtp': () => ok(smtp),
    [`GET ${ApiRoutes.getSmtpSpf.path}`]: () => ok(SPF),
    'GET /supplied/gmail': () => ok(gmail),
    'GET /supplied/reply-domain': () => ok(REPLY),
    'GET /supplied/notifications': () => ok(NOTIFICATIONS),
    'GET /supplied/signature': () => ok(SIGNATURE),
    'GET /supplied/log': () => ok(LOG),
    ...routes,
  });
}
