import type { AdminAccountDetail } from '@focal/contracts/admin-console';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableProps } from '../../../../shared/ui/data-table';
import { Section } from '../../../../shared/ui/section';
import { ConsolePaths } from '../../lib/console-paths';
import { formatMoment } from '../../lib/format';
import { accountMessages as texts } from '../messages';

const column = texts.columns;
const role = (value: string) => texts.roles[value] ?? value;

/** One of the account's lists under its heading, which names the table. */
function List<Row>({ title, ...table }: { title: string } & Omit<DataTableProps<Row>, 'minWidth'>) {
  return (
    <Section title={title}>
      <DataTable label={title} minWidth={480} striped empty={texts.none} {...table} />
    </Section>
  );
}

/** The account's companies, their members, its recent sign-ins and background tasks. */
export function AccountLists({ account }: { account: AdminAccountDetail }) {
  return (
    <>
      <List
        title={texts.companies}
        rows={account.companies}
        rowKey={(c) => c.id}
        columns={[
          { key: 'name', header: column.name, cell: (c) => c.name },
          { key: 'email', header: column.email, cell: (c) => c.email },
          { key: 'role', header: column.role, cell: (c) => role(c.role) },
          { key: 'members', header: column.members, cell: (c) => c.memberCount },
        ]}
      />
      <List
        title={texts.members}
        rows={account.members}
        rowKey={(m) => `${m.companyId}:${m.userId}`}
        columns={[
          {
            key: 'name',
            header: column.name,
            cell: (m) => (
              <Anchor component={Link} to={ConsolePaths.account(m.userId)}>
                {m.fullName || m.email}
              </Anchor>
            ),
          },
          { key: 'email', header: column.email, cell: (m) => m.email },
          { key: 'company', header: column.company, cell: (m) => m.companyName },
          { key: 'role', header: column.role, cell: (m) => role(m.role) },
        ]}
      />
      <List
        title={texts.sessions}
        rows={account.sessions}
        rowKey={(s) => s.id}
        columns={[
          { key: 'started', header: column.started, cell: (s) => formatMoment(s.createdAt) },
          {
            key: 'ended',
            header: column.ended,
            cell: (s) => (s.revokedAt ? formatMoment(s.revokedAt) : texts.active),
          },
        ]}
      />
      <List
        title={texts.tasks}
        rows={account.backgroundTasks}
        rowKey={(t) => t.id}
        columns={[
          { key: 'kind', header: column.kind, cell: (t) => t.kind },
          { key: 'state', header: column.state, cell: (t) => t.state },
          { key: 'created', header: column.created, cell: (t) => formatMoment(t.createdAt) },
        ]}
      />
    </>
  );
}
