import type { AdminAccountDetail } from '@focal/contracts/admin-console';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Section } from '../../../../shared/ui/section';
import { ConsolePaths } from '../../lib/console-paths';
import { formatMoment } from '../../lib/format';
import { accountMessages as texts } from '../messages';

const column = texts.columns;
const role = (value: string) => texts.roles[value] ?? value;

/** The account's companies, their members, its recent sign-ins and background tasks. */
export function AccountLists({ account }: { account: AdminAccountDetail }) {
  return (
    <>
      <Section title={texts.companies}>
        <DataTable
          label={texts.companies}
          head={[column.name, column.email, column.role, column.members]}
          rows={account.companies.map((c) => ({
            key: c.id,
            cells: [c.name, c.email, role(c.role), c.memberCount],
          }))}
          empty={texts.none}
        />
      </Section>
      <Section title={texts.members}>
        <DataTable
          label={texts.members}
          head={[column.name, column.email, column.company, column.role]}
          rows={account.members.map((m) => ({
            key: `${m.companyId}:${m.userId}`,
            cells: [
              <Anchor key="name" component={Link} to={ConsolePaths.account(m.userId)}>
                {m.fullName || m.email}
              </Anchor>,
              m.email,
              m.companyName,
              role(m.role),
            ],
          }))}
          empty={texts.none}
        />
      </Section>
      <Section title={texts.sessions}>
        <DataTable
          label={texts.sessions}
          head={[column.started, column.ended]}
          rows={account.sessions.map((s) => ({
            key: s.id,
            cells: [formatMoment(s.createdAt), s.revokedAt ? formatMoment(s.revokedAt) : texts.active],
          }))}
          empty={texts.none}
        />
      </Section>
      <Section title={texts.tasks}>
        <DataTable
          label={texts.tasks}
          head={[column.kind, column.state, column.created]}
          rows={account.backgroundTasks.map((t) => ({
            key: t.id,
            cells: [t.kind, t.state, formatMoment(t.createdAt)],
          }))}
          empty={texts.none}
        />
      </Section>
    </>
  );
}
