import { Anchor, Card, Group, Text } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatBillingDay } from '../../../shared/format/billing-day';
import { formatDateInZone } from '../../../shared/format/format-date';
import { openPlansFrame } from '../../../shared/response-extras/plans-frame';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { daysUntil } from '../lib/time';
import { dashboardMessages as texts } from '../messages';

/**
 * The studio and its plan from the bootstrap (no request of its own): plan name, the trial's days
 * left, and Upgrade opening the plans frame for those the server gave the plans link (owners).
 */
export function PlanCard() {
  const { authorizedCompany, subscription, profile } = useBootstrap();
  const plan = subscription.currentPlan;
  const accessTill = plan?.accessTill ?? subscription.accessTill;
  const trial = plan?.subscriptionType === 'TRIAL';
  // A trial ends at a moment of the studio's day; a paid period on a billing day, as its invoice says.
  const until = !accessTill
    ? null
    : trial
      ? formatDateInZone(accessTill, authorizedCompany.timeZone, 'long')
      : formatBillingDay(accessTill, 'long');
  const plans = profile.resourcesLinks.SUBSCRIPTION_PLANS;

  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {texts.studio}
      </Text>
      <Text fw={600} size="lg">
        {authorizedCompany.name}
      </Text>
      <Text size="sm" c="dimmed" mt="md">
        {texts.plan}
      </Text>
      <Group gap="xs">
        <Text fw={600} size="lg">
          {plan?.planName ?? texts.noPlan}
        </Text>
        {trial && <TonalChip theme="info" text={texts.trial} />}
      </Group>
      {plan && until && <Text size="sm">{trial ? texts.trialEnds(until) : texts.accessTill(until)}</Text>}
      {trial && accessTill && (
        <Text size="sm" fw={600}>
          {texts.trialDaysLeft(daysUntil(accessTill))}
        </Text>
      )}
      {plans && (
        <Anchor
          component="button"
          type="button"
          fw={600}
          mt="xs"
          w="fit-content"
          onClick={() => openPlansFrame(plans.url)}
        >
          {trial || !plan ? texts.upgrade : texts.seePlans}
        </Anchor>
      )}
    </Card>
  );
}
