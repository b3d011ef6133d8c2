import type { AdminAccountSummary } from '@focal/contracts/admin-console';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../../shared/ui/data-table';
import { ConsolePaths } from '../../lib/console-paths';
import { accountsMessages as texts } from '../messages';
import { TonalChip } from '../../../../shared/ui/tonal-chip';

/** The accounts found: each row opens the account by its email. */
export function AccountsTable({ accounts }: { accounts: AdminAccountSummary[] }) {
  const column = texts.columns;
  return (
    <DataTable
      label={texts.tableLabel}
      minWidth={720}
      striped
      highlightOnHover
      rows={accounts}
      rowKey={(account) => account.userId}
      columns={[
        {
          key: 'email',
          header: column.email,
          cell: (account) => (
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={ConsolePaths.account(account.userId)}>
                {account.email}
              </Anchor>
              {account.disabled && <TonalChip theme="danger" text={texts.disabled} />}
            </Group>
          ),
        },
        { key: 'name', header: column.name, cell: (account) => account.fullName },
        { key: 'role', header: column.role, cell: (account) => texts.roles[account.role] ?? account.role },
        {
          key: 'companies',
          header: column.companies,
          cell: (account) => (
            <>
              {account.companies.map((company) => company.name).join(', ')}
              {account.companyCount > account.companies.length && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  {texts.moreCompanies(account.companyCount - account.companies.length)}
                </Text>
              )}
            </>
          ),
        },
        { key: 'plan', header: column.plan, cell: (account) => account.planTier ?? texts.noPlan },
        {
          key: 'status',
          header: column.status,
          cell: (account) => account.subscriptionStatus ?? texts.noPlan,
        },
      ]}
    />
  );
}
