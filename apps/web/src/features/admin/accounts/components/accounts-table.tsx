import '@mantine/core/styles/Table.css';
import type { AdminAccountSummary } from '@focal/contracts/admin-console';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ConsolePaths } from '../../lib/console-paths';
import { accountsMessages as texts } from '../messages';
import { TonalChip } from '../../../../shared/ui/tonal-chip';

/** The accounts found: each row opens the account by its email. */
export function AccountsTable({ accounts }: { accounts: AdminAccountSummary[] }) {
  const column = texts.columns;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={texts.tableLabel} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column.email}</Table.Th>
            <Table.Th>{column.name}</Table.Th>
            <Table.Th>{column.role}</Table.Th>
            <Table.Th>{column.companies}</Table.Th>
            <Table.Th>{column.plan}</Table.Th>
            <Table.Th>{column.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.userId}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={ConsolePaths.account(account.userId)}>
                    {account.email}
                  </Anchor>
                  {account.disabled && <TonalChip theme="danger" text={texts.disabled} />}
                </Group>
              </Table.Td>
              <Table.Td>{account.fullName}</Table.Td>
              <Table.Td>{texts.roles[account.role] ?? account.role}</Table.Td>
              <Table.Td>
                {account.companies.map((company) => company.name).join(', ')}
                {account.companyCount > account.companies.length && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    {texts.moreCompanies(account.companyCount - account.companies.length)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{account.planTier ?? texts.noPlan}</Table.Td>
              <Table.Td>{account.subscriptionStatus ?? texts.noPlan}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
