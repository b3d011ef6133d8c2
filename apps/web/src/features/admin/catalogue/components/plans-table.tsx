import '@mantine/core/styles/Table.css';
import type { AdminPlan } from '@focal/contracts/admin-catalogue';
import { Button, Table, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '../../../../shared/format/format-money';
import { LIMIT_KEYS } from '../lib/plan-form';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.plans;
const limitText = (value: number | null) =>
  value === null ? catalogueMessages.common.unlimited : String(value);

/** The catalogue: each plan's tier, period, price and limits (unlimited said in words). */
export function PlansTable({ plans, onEdit }: { plans: AdminPlan[]; onEdit: (plan: AdminPlan) => void }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" striped aria-label={texts.title}>
        <Table.Thead>
          <Table.Tr>
            {[texts.tier, texts.period, texts.name, texts.price, ...LIMIT_KEYS.map((key) => texts[key])].map(
              (title) => (
                <Table.Th key={title}>{title}</Table.Th>
              ),
            )}
            <Table.Th>{texts.automations}</Table.Th>
            <Table.Th>{texts.onSale}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{texts.edit}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.planId}>
              <Table.Td>{plan.tier}</Table.Td>
              <Table.Td>{texts.periods[plan.billingPeriod] ?? plan.billingPeriod}</Table.Td>
              <Table.Td>{plan.name}</Table.Td>
              <Table.Td>{formatMoney(plan.priceMinor, plan.currency)}</Table.Td>
              {LIMIT_KEYS.map((key) => (
                <Table.Td key={key}>{limitText(plan.limits[key])}</Table.Td>
              ))}
              <Table.Td>{plan.limits.automations ? texts.yes : texts.no}</Table.Td>
              <Table.Td>{plan.active ? texts.yes : texts.no}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={`${texts.edit} ${plan.name} ${texts.periods[plan.billingPeriod] ?? plan.billingPeriod}`}
                  onClick={() => onEdit(plan)}
                >
                  {texts.edit}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
