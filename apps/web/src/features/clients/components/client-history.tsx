import '@mantine/core/styles/Tabs.css';
import type { ClientActivity, ClientEmail, ClientJob } from '@focal/contracts';
import { Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateInZone } from '../../../shared/format/format-date';
import { sharedMessages } from '../../../shared/messages';
import { projectPath } from '../../../shared/paths';
import { activityWords } from '../../../shared/studio/activity-words';
import { EmptyState } from '../../../shared/ui/empty-state';
import { QueryState } from '../../../shared/ui/query-state';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { type HistoryList, useClientDocuments, useClientHistory } from '../api/client-history';
import { clientsMessages } from '../messages';

const texts = clientsMessages.profile;
type Tab = keyof typeof texts.tabs;

/** A tab's rows as it loads them: loading, failed with Try again, its empty words, or the rows. */
function TabState<T>({
  tab,
  query,
  rows,
  children,
}: {
  tab: Tab;
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  rows: (data: T) => unknown[];
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading={sharedMessages.loading}
      failed={texts.historyFailed}
      retry={clientsMessages.retry}
    >
      {(data) =>
        rows(data).length === 0 ? (
          <EmptyState title={texts.tabs[tab]}>{texts.empty[tab]}</EmptyState>
        ) : (
          <Stack gap="xs">{children(data)}</Stack>
        )
      }
    </QueryState>
  );
}

/** A page at a time of the client's leads and jobs, emails or activity, with Load more. */
function Paged<T>({
  clientId,
  list,
  row,
}: {
  clientId: string;
  list: HistoryList;
  row: (item: T) => ReactNode;
}) {
  const query = useClientHistory(clientId, list);
  const rows = (data: NonNullable<typeof query.data>) => data.pages.flatMap((p) => p.rows) as T[];
  return (
    <TabState tab={list} query={query} rows={rows}>
      {(data) => (
        <>
          {rows(data).map(row)}
          {query.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              {texts.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </TabState>
  );
}

/** One row of a tab: what it is on the left, its date (and state) on the right. */
const Line = ({ children, end }: { children: ReactNode; end: string }) => (
  <Group justify="space-between">
    {children}
    <Text size="sm" c="dimmed">
      {end}
    </Text>
  </Group>
);

/** The client's history: leads and jobs (linking to their profiles), documents, payments, emails, activity. */
export function ClientHistory({ clientId }: { clientId: string }) {
  const zone = useBootstrap().authorizedCompany.timeZone;
  const documents = useClientDocuments(clientId);
  const date = (iso: string | null) => (iso ? formatDateInZone(iso, zone) : '—');
  const job = (item: ClientJob) => (
    <Line key={item.id} end={date(item.mainDate)}>
      <Group gap="xs">
        <TonalChip
          text={item.stage === 'lead' ? texts.lead : texts.job}
          theme={item.stage === 'job' ? 'primary' : 'info'}
        />
        <Anchor component={Link} to={projectPath(item.stage, item.id)}>
          {item.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {[item.jobTypeName, item.stage === 'lead' ? item.leadStageName : texts.status[item.status]]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Group>
    </Line>
  );
  const email = (mail: ClientEmail) => (
    <Line key={mail.id} end={`${mail.to} · ${mail.status} · ${date(mail.createdAt)}`}>
      <Text size="sm">{mail.subject}</Text>
    </Line>
  );
  const activity = (item: ClientActivity) => (
    <Line key={item.id} end={date(item.at)}>
      <Text size="sm">{activityWords(item.action)}</Text>
    </Line>
  );
  return (
    <Tabs defaultValue="jobs" keepMounted={false}>
      <Tabs.List>
        {(Object.keys(texts.tabs) as Tab[]).map((tab) => (
          <Tabs.Tab value={tab} key={tab}>
            {texts.tabs[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="jobs" pt="md">
        <Paged clientId={clientId} list="jobs" row={job} />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        <TabState tab="documents" query={documents} rows={(data) => data.documents}>
          {(data) =>
            data.documents.map((d) => <Text key={d.id} size="sm">{`${d.title} · ${d.status}`}</Text>)
          }
        </TabState>
      </Tabs.Panel>
      <Tabs.Panel value="payments" pt="md">
        <TabState tab="payments" query={documents} rows={(data) => data.payments}>
          {(data) =>
            data.payments.map((p) => (
              <Text key={p.id} size="sm">
                {date(p.paidAt)}
              </Text>
            ))
          }
        </TabState>
      </Tabs.Panel>
      <Tabs.Panel value="emails" pt="md">
        <Paged clientId={clientId} list="emails" row={email} />
      </Tabs.Panel>
      <Tabs.Panel value="activity" pt="md">
        <Paged clientId={clientId} list="activity" row={activity} />
      </Tabs.Panel>
    </Tabs>
  );
}
