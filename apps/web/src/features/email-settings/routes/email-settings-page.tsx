import type { EmailSettingsSection } from '@focal/contracts/email-settings';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { SETTINGS_PATH } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useEmailSettingsLayout } from '../api/get-layout';
import { CustomSmtpSection } from '../components/custom-smtp-section';
import { GmailSection } from '../components/gmail-section';
import { MailLogSection } from '../components/mail-log-section';
import { NotificationsSection } from '../components/notifications-section';
import { ProviderSection } from '../components/provider-section';
import { ReplyDomainSection } from '../components/reply-domain-section';
import { SignatureSection } from '../components/signature-section';
import { emailSettingsMessages as texts } from '../messages';
import { TemplatesSection } from '../templates/templates-section';

/**
 * One section of the layout, drawn by its key; a key this build does not know draws nothing.
 * `gmailOffered`: the layout has the Gmail section (the installation has a Google client).
 */
function SectionOf({ section, gmailOffered }: { section: EmailSettingsSection; gmailOffered: boolean }) {
  const { links } = section;
  switch (section.key) {
    case 'EMAIL_PROVIDER':
      return <ProviderSection links={links} gmailOffered={gmailOffered} />;
    case 'CUSTOM_PROVIDER':
      return <CustomSmtpSection links={links} />;
    case 'GMAIL_REPLIES':
      return <GmailSection links={links} />;
    case 'REPLY_DOMAIN':
      return <ReplyDomainSection links={links} />;
    case 'NOTIFICATIONS':
      return <NotificationsSection links={links} />;
    case 'SIGNATURE':
      return <SignatureSection links={links} />;
    case 'TEMPLATES':
      return <TemplatesSection links={links} />;
    case 'MAIL_LOG':
      return <MailLogSection links={links} />;
    default:
      return null;
  }
}

/**
 * /settings/email-settings (spec 02 §2; the SPF failure modal links here): the sections the layout
 * call lists, in its order, each calling the addresses the layout supplied.
 */
export function EmailSettingsPage() {
  const layout = useEmailSettingsLayout();

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={SETTINGS_PATH} size="sm">
        {texts.backToSettings}
      </Anchor>
      <PageHeader title={texts.title} description={texts.description} />
      <QueryState query={layout} loading={texts.loading} failed={texts.loadFailed} retry={texts.retry}>
        {({ sections }) => {
          const gmailOffered = sections.some((section) => section.key === 'GMAIL_REPLIES');
          return sections.map((section) => (
            <SectionOf key={section.key} section={section} gmailOffered={gmailOffered} />
          ));
        }}
      </QueryState>
    </Stack>
  );
}
