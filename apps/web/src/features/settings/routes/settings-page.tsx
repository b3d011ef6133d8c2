import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import {
  CONTRACT_TEMPLATES_PATH,
  CUSTOM_FIELDS_PATH,
  INVOICE_NUMBERING_PATH,
  JOB_TYPES_PATH,
  LEAD_PIPELINE_PATH,
  PACKAGES_PATH,
  PAYMENT_REMINDERS_PATH,
  PAYMENT_SETTINGS_PATH,
  PAYMENT_SCHEDULES_PATH,
  PRODUCTS_PATH,
  PROFILE_PATH,
  QUESTIONNAIRES_PATH,
} from '../../../shared/paths';
import { isAppShell } from '../../../shared/platform';
import { openPlansFrame } from '../../../shared/response-extras/plans-frame';
import { PageHeader } from '../../../shared/ui/page-header';
import { settingsMessages as texts } from '../messages';

const sections = [
  { to: PROFILE_PATH, ...texts.sections.profile },
  { to: '/settings/companies', ...texts.sections.companies },
  { to: '/settings/team', ...texts.sections.team },
  { to: '/settings/email-settings', ...texts.sections.emailSettings },
  { to: '/settings/templates', ...texts.sections.templates },
  { to: JOB_TYPES_PATH, ...texts.sections.jobTypes },
  { to: LEAD_PIPELINE_PATH, ...texts.sections.leadPipeline },
  { to: CUSTOM_FIELDS_PATH, ...texts.sections.customFields },
  { to: PRODUCTS_PATH, ...texts.sections.products },
  { to: PACKAGES_PATH, ...texts.sections.packages },
  { to: INVOICE_NUMBERING_PATH, ...texts.sections.invoiceNumbering },
  { to: PAYMENT_SCHEDULES_PATH, ...texts.sections.paymentSchedules },
  { to: PAYMENT_REMINDERS_PATH, ...texts.sections.paymentReminders },
  { to: PAYMENT_SETTINGS_PATH, ...texts.sections.paymentSettings },
  { to: QUESTIONNAIRES_PATH, ...texts.sections.questionnaires },
  { to: CONTRACT_TEMPLATES_PATH, ...texts.sections.contracts },
];

/** /settings: the sections of the settings area (the mobile apps allow only this page). */
export function SettingsPage() {
  // Only owners pay: the server sends SUBSCRIPTION_PLANS to them alone (spec 01 §6: server actions).
  const plans = useBootstrap().profile.resourcesLinks.SUBSCRIPTION_PLANS;
  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} />
      {isAppShell() ? (
        <Text>{texts.appShellNote}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {sections.map((section) => (
            <Card component="li" withBorder padding="md" key={section.to}>
              <Anchor component={Link} to={section.to} fw={600}>
                {section.label}
              </Anchor>
              <Text size="sm" c="dimmed">
                {section.text}
              </Text>
            </Card>
          ))}
          {plans && (
            <Card component="li" withBorder padding="md">
              <Text fw={600}>{texts.subscription.label}</Text>
              <Text size="sm" c="dimmed">
                {texts.subscription.text}
              </Text>
              {/* The plans and billing views are the checkout frame's pages (spec 01 §4.5). */}
              <Group gap="md" mt="xs">
                <Anchor component="button" type="button" onClick={() => openPlansFrame(plans.url)}>
                  {texts.subscription.plans}
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => openPlansFrame(CheckoutFramePages.billingUpdate)}
                >
                  {texts.subscription.billing}
                </Anchor>
              </Group>
            </Card>
          )}
        </Stack>
      )}
    </Stack>
  );
}
