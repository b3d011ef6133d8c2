import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { SETTINGS_PATH } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { usePaymentSettings } from '../api/get-payment-settings';
import { CardPaymentsSection } from '../components/card-payments-section';
import type { PaymentSettingsSection } from '../components/section';
import { StripeSection } from '../components/stripe-section';
import { paymentSettingsMessages as texts } from '../messages';

/** The page's sections, in order: another (the card provider's account) is one more entry here. */
const SECTIONS: readonly [string, PaymentSettingsSection][] = [
  ['stripe', StripeSection],
  ['card', CardPaymentsSection],
];

/** /settings/payments: how clients pay their invoices by card, one section each. */
export function PaymentSettingsPage() {
  const query = usePaymentSettings();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={SETTINGS_PATH} size="sm">
        {texts.backToSettings}
      </Anchor>
      <PageHeader title={texts.title} description={texts.description} />
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(settings) => (
          <Stack gap="lg">
            {SECTIONS.map(([key, Section]) => (
              <Section key={key} settings={settings} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
