import type { AdminPlan } from '@focal/contracts/admin-catalogue';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconCreditCard } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { usePlans } from '../api/list-plans';
import { PlanDialog } from '../components/plan-dialog';
import { PlansTable } from '../components/plans-table';
import { QueryState } from '../../../../shared/ui/query-state';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.plans;

/** The console's plan catalogue: every plan's price and limits, each edited in a dialog. */
export function PlansPage() {
  const plans = usePlans();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} />
      <QueryState
        query={plans}
        loading={texts.loading}
        failed={texts.loadFailed}
        retry={catalogueMessages.common.retry}
      >
        {({ plans: list }) =>
          list.length === 0 ? (
            <EmptyState title={texts.emptyTitle} icon={IconCreditCard}>
              {texts.emptyText}
            </EmptyState>
          ) : (
            <PlansTable plans={list} onEdit={setEditing} />
          )
        }
      </QueryState>
      <PlanDialog plan={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
