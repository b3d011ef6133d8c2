import type { Plan } from '@focal/contracts/subscription';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useId } from 'react';
import { formatMoney } from '../lib/money';
import { checkoutMessages } from '../messages';
import { TonalChip } from '../../../shared/ui/tonal-chip';

const texts = checkoutMessages.plans;
const limitTexts = checkoutMessages.limits;

/** The plan's limits in words, in the order the table gives them. */
const limitsInWords = ({ limits }: Plan) => [
  limitTexts.activeJobs(limits.activeJobs),
  limitTexts.companies(limits.companies),
  limitTexts.users(limits.users),
  limitTexts.bookingForms(limits.bookingForms),
  limitTexts.contactForms(limits.contactForms),
  limitTexts.automations(limits.automations),
];

type Props = { plan: Plan; recommended: boolean; onChoose: (plan: Plan) => void };

/**
 * One tier: name, price per period, what it includes; Choose, except for the plan paid for. The
 * plan a trial tries is buyable: it says 'Your trial' (issue 10 §11).
 */
export function PlanCard({ plan, recommended, onChoose }: Props) {
  const headingId = useId();
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      style={recommended ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {plan.name}
          </Title>
          <Group gap={4}>
            {plan.current && <TonalChip theme="primary" text={texts.current} />}
            {plan.trial && <TonalChip theme="info" text={texts.trial} />}
            {recommended && <TonalChip theme="primary" text={texts.recommended} />}
          </Group>
        </Group>
        <Text>
          <Text span fz={28} fw={700}>
            {formatMoney(plan.price, plan.currency)}
          </Text>{' '}
          <Text span c="dimmed">
            {texts.perPeriod[plan.billingPeriod]}
          </Text>
        </Text>
        <List size="sm" spacing={4} aria-label={texts.limitsLabel(plan.name)} style={{ flexGrow: 1 }}>
          {limitsInWords(plan).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {plan.current ? (
          <Button variant="default" disabled fullWidth>
            {texts.currentButton}
          </Button>
        ) : (
          <Button
            fullWidth
            variant={recommended ? 'filled' : 'light'}
            aria-label={texts.chooseLabel(plan.name)}
            onClick={() => onChoose(plan)}
          >
            {texts.choose}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
