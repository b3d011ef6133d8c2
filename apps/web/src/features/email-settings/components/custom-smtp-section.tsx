import type { CustomSmtp } from '@focal/contracts/email-settings';
import { Stack } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { useLinkQuery } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { formatDateTimeInZone } from '../../../shared/format/format-date';
import { emailSettingsMessages } from '../messages';
import { SpfCheckPanel } from '../spf/spf-check-panel';
import { CustomSmtpForm } from './custom-smtp-form';
import { SettingsSection } from './settings-section';

const texts = emailSettingsMessages.smtp;

/** Spec 02 §2 "a custom provider section": the studio's own SMTP server, and its SPF status once saved. */
export function CustomSmtpSection({ links }: { links: SectionLinks }) {
  const query = useLinkQuery<CustomSmtp>(links.GET);
  const { timeZone } = useBootstrap().authorizedCompany;
  return (
    <SettingsSection title={texts.heading} intro={texts.intro} query={query} lines={6} readOnly={!links.SAVE}>
      {(smtp) => (
        <Stack gap="lg">
          {/* Drawn afresh from what was saved after each save or removal. */}
          <CustomSmtpForm
            key={smtp.verifiedAt ?? 'none'}
            smtp={smtp}
            links={links}
            formatWhen={(iso) => formatDateTimeInZone(iso, timeZone)}
          />
          {smtp.configured && <SpfCheckPanel />}
        </Stack>
      )}
    </SettingsSection>
  );
}
