import type { CustomSmtp } from '@focal/contracts/email-settings';
import { Stack, Text } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { Section } from '../../../shared/ui/section';
import { useLinkQuery } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { formatWhen } from '../lib/format-when';
import { emailSettingsMessages } from '../messages';
import { SpfCheckPanel } from '../spf/spf-check-panel';
import { CustomSmtpForm } from './custom-smtp-form';
import { SectionQuery } from './section-query';

const texts = emailSettingsMessages.smtp;

/** Spec 02 §2 "a custom provider section": the studio's own SMTP server, and its SPF status once saved. */
export function CustomSmtpSection({ links }: { links: SectionLinks }) {
  const query = useLinkQuery<CustomSmtp>(links.GET);
  const { timeZone } = useBootstrap().authorizedCompany;
  return (
    <Section title={texts.heading}>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.intro}
      </Text>
      <SectionQuery query={query} lines={6}>
        {(smtp) => (
          <Stack gap="lg">
            {/* Drawn afresh from what was saved after each save or removal. */}
            <CustomSmtpForm
              key={smtp.verifiedAt ?? 'none'}
              smtp={smtp}
              links={links}
              formatWhen={(iso) => formatWhen(iso, timeZone)}
            />
            {smtp.configured && <SpfCheckPanel />}
          </Stack>
        )}
      </SectionQuery>
    </Section>
  );
}
