import '@mantine/core/styles/Tabs.css';
import type { ClientActivity, ClientEmail, ClientJob } from '@focal/contracts';
import { Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateInZone } from '../../../shared/format/format-date';
import { projectPath } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { type HistoryList, useClientDocuments, useClientHistory } from '../api/client-history';
import { clientsMessages } from '../messages';

const texts = clientsMessages.profile;

function Paged<T>({
  clientId,
  list,
  empty,
  row,
}: {
  clientId: string;
  list: HistoryList;
  empty: string;
  row: (item: T) => React.ReactNode;
}) {
  const query = useClientHistory(clientId, list);
  const items = (query.data?.pages.flatMap((p) => p.rows) ?? []) as T[];
  if (query.isPending) return <Text size="sm">{clientsMessages.loading}</Text>;
  if (items.length === 0) return <EmptyState title={empty}>{''}</EmptyState>;
  return (
    <Stack gap="xs">
      {items.map(row)}
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
    </Stack>
  );
}

/** The client's history: leads and jobs (linking to their profiles), documents, payments, emails, activity. */
export function ClientHistory({ clientId }: { clientId: string }) {
  const zone = useBootstrap().authorizedCompany.timeZone;
  const documents = useClientDocuments(clientId).data;
  const date = (iso: string | null) => (iso ? formatDateInZone(iso, zone) : '—');
  return (
    <Tabs defaultValue="jobs" keepMounted={false}>
      <Tabs.List>
        {(Object.keys(texts.tabs) as (keyof typeof texts.tabs)[]).map((tab) => (
          <Tabs.Tab value={tab} key={tab}>
            {texts.tabs[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="jobs" pt="md">
        <Paged<ClientJob>
          clientId={clientId}
          list="jobs"
          empty={texts.noJobs}
          row={(job) => (
            <Group key={job.id} justify="space-between">
              <Group gap="xs">
                <TonalChip
                  text={job.stage === 'lead' ? texts.lead : texts.job}
                  theme={job.stage === 'job' ? 'primary' : 'info'}
                />
                <Anchor component={Link} to={projectPath(job.stage, job.id)}>
                  {job.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {[job.jobTypeName, job.stage === 'lead' ? job.leadStageName : texts.status[job.status]]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Group>
              <Text size="sm">{date(job.mainDate)}</Text>
            </Group>
          )}
        />
      </Tabs.Panel>
      <Tabs.Panel value="documents" pt="md">
        {documents?.documents.length ? (
          documents.documents.map((d) => <Text key={d.id} size="sm">{`${d.title} · ${d.status}`}</Text>)
        ) : (
          <EmptyState title={texts.tabs.documents}>{texts.noDocuments}</EmptyState>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="payments" pt="md">
        {documents?.payments.length ? (
          documents.payments.map((p) => (
            <Text key={p.id} size="sm">
              {date(p.paidAt)}
            </Text>
          ))
        ) : (
          <EmptyState title={texts.tabs.payments}>{texts.noPayments}</EmptyState>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="emails" pt="md">
        <Paged<ClientEmail>
          clientId={clientId}
          list="emails"
          empty={texts.noEmails}
          row={(mail) => (
            <Group key={mail.id} justify="space-between">
              <Text size="sm">{mail.subject}</Text>
              <Text size="sm" c="dimmed">{`${mail.to} · ${mail.status} · ${date(mail.createdAt)}`}</Text>
            </Group>
          )}
        />
      </Tabs.Panel>
      <Tabs.Panel value="activity" pt="md">
        <Paged<ClientActivity>
          clientId={clientId}
          list="activity"
          empty={texts.noActivity}
          row={(item) => (
            <Group key={item.id} justify="space-between">
              <Text size="sm">{item.action.replace(/[._]/g, ' ')}</Text>
              <Text size="sm" c="dimmed">
                {date(item.at)}
              </Text>
            </Group>
          )}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
