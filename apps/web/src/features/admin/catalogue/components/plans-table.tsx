import type { AdminPlan } from '@focal/contracts/admin-catalogue';
import { Button } from '@mantine/core';
import { formatMoney } from '../../../../shared/format/format-money';
import { DataTable } from '../../../../shared/ui/data-table';
import type { DataTableColumn } from '../../../../shared/ui/data-table-column';
import { LIMIT_KEYS } from '../lib/plan-form';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.plans;
const limitText = (value: number | null) =>
  value === null ? catalogueMessages.common.unlimited : String(value);
const period = (plan: AdminPlan) => texts.periods[plan.billingPeriod] ?? plan.billingPeriod;

const limitColumns = LIMIT_KEYS.map((key): DataTableColumn<AdminPlan> => ({
  key,
  header: texts[key],
  cell: (plan) => limitText(plan.limits[key]),
}));

/** The catalogue: each plan's tier, period, price and limits (unlimited said in words). */
export function PlansTable({ plans, onEdit }: { plans: AdminPlan[]; onEdit: (plan: AdminPlan) => void }) {
  return (
    <DataTable
      label={texts.title}
      minWidth={960}
      verticalSpacing="sm"
      striped
      rows={plans}
      rowKey={(plan) => plan.planId}
      columns={[
        { key: 'tier', header: texts.tier, cell: (plan) => plan.tier },
        { key: 'period', header: texts.period, cell: period },
        { key: 'name', header: texts.name, cell: (plan) => plan.name },
        { key: 'price', header: texts.price, cell: (plan) => formatMoney(plan.priceMinor, plan.currency) },
        ...limitColumns,
        {
          key: 'automations',
          header: texts.automations,
          cell: (plan) => (plan.limits.automations ? texts.yes : texts.no),
        },
        { key: 'onSale', header: texts.onSale, cell: (plan) => (plan.active ? texts.yes : texts.no) },
        {
          key: 'edit',
          header: texts.edit,
          headerHidden: true,
          cell: (plan) => (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`${texts.edit} ${plan.name} ${period(plan)}`}
              onClick={() => onEdit(plan)}
            >
              {texts.edit}
            </Button>
          ),
        },
      ]}
    />
  );
}
