import type { ClientActivity, ClientEmail, ClientJob } from '@focal/contracts';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatCalendarDay, formatDateInZone } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { paymentMethodWords } from '../../../shared/documents/payment-words';
import { sharedMessages } from '../../../shared/messages';
import { invoicePath, jobPath, newJobPath } from '../../../shared/paths';
import { activityWords } from '../../../shared/studio/activity-words';
import { EmptyState } from '../../../shared/ui/empty-state';
import { QueryState } from '../../../shared/ui/query-state';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { type HistoryList, useClientDocuments, useClientHistory } from '../api/client-history';
import { clientsMessages } from '../messages';
import { LoadMore } from '../../../shared/ui/load-more';

const texts = clientsMessages.profile;
type Tab = keyof typeof texts.tabs;

/** What a tab of the client's profile is given. */
export type ClientTabProps = { clientId: string };

/** A tab's rows as it loads them: loading, failed with Try again, its empty words, or the rows. */
function TabState<T>({
  tab,
  query,
  rows,
  empty,
  children,
}: {
  tab: Tab;
  /** The empty tab's next step, where it has one. */
  empty?: ReactNode;
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
          <EmptyState title={texts.tabs[tab]} action={empty}>
            {texts.empty[tab]}
          </EmptyState>
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
  empty,
}: {
  clientId: string;
  list: HistoryList;
  row: (item: T) => ReactNode;
  empty?: ReactNode;
}) {
  const query = useClientHistory(clientId, list);
  const rows = (data: NonNullable<typeof query.data>) => data.pages.flatMap((p) => p.rows) as T[];
  return (
    <TabState tab={list} query={query} rows={rows} empty={empty}>
      {(data) => (
        <>
          {rows(data).map(row)}
          <LoadMore query={query} label={texts.loadMore} />
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

const useDate = () => {
  const zone = useBootstrap().authorizedCompany.timeZone;
  return (iso: string | null) => (iso ? formatDateInZone(iso, zone) : '—');
};

/** The client's leads and jobs, linking to their profiles. */
export function ClientJobsTab({ clientId }: ClientTabProps) {
  const date = useDate();
  const job = (item: ClientJob) => (
    <Line key={item.id} end={date(item.mainDate)}>
      <Group gap="xs">
        <TonalChip
          text={item.stage === 'lead' ? texts.lead : texts.job}
          theme={item.stage === 'job' ? 'primary' : 'info'}
        />
        <Anchor component={Link} to={jobPath(item.stage, item.id)}>
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
  // An empty tab offers the next step: a lead for this client, the client already chosen.
  const addLead = (
    <Button component={Link} to={newJobPath('lead', clientId)}>
      {texts.addLead}
    </Button>
  );
  return <Paged clientId={clientId} list="jobs" row={job} empty={addLead} />;
}

export function ClientDocumentsTab({ clientId }: ClientTabProps) {
  return (
    <TabState tab="documents" query={useClientDocuments(clientId)} rows={(data) => data.documents}>
      {(data) => data.documents.map((d) => <Text key={d.id} size="sm">{`${d.title} · ${d.status}`}</Text>)}
    </TabState>
  );
}


/** The client's credit (what passed an invoice's balance), then its payments, newest first. */
export function ClientPaymentsTab({ clientId }: ClientTabProps) {
  return (
    <TabState tab="payments" query={useClientDocuments(clientId)} rows={(data) => data.payments}>
      {(data) => (
        <>
          {data.credit.map((c) => (
            <Text key={c.currency} size="sm" fw={600} data-testid="client-credit">
              {texts.credit(formatMoney(c.amountMinor, c.currency))}
            </Text>
          ))}
          {data.payments.map((p) => (
            <Line
              key={p.id}
              end={`${formatCalendarDay(p.paidAt)} · ${formatMoney(p.amountCents, p.currency)}`}
            >
              <Text size="sm">
                <Anchor component={Link} to={invoicePath(p.invoiceId)}>
                  {p.invoiceNumber}
                </Anchor>
                {` · ${paymentMethodWords[p.method]}`}
                {p.refundedCents > 0 && ` · ${texts.refunded(formatMoney(p.refundedCents, p.currency))}`}
              </Text>
            </Line>
          ))}
        </>
      )}
    </TabState>
  );
}

export function ClientEmailsTab({ clientId }: ClientTabProps) {
  const date = useDate();
  const email = (mail: ClientEmail) => (
    <Line key={mail.id} end={`${mail.to} · ${mail.status} · ${date(mail.createdAt)}`}>
      <Text size="sm">{mail.subject}</Text>
    </Line>
  );
  return <Paged clientId={clientId} list="emails" row={email} />;
}

export function ClientActivityTab({ clientId }: ClientTabProps) {
  const date = useDate();
  const activity = (item: ClientActivity) => (
    <Line key={item.id} end={date(item.at)}>
      <Text size="sm">{activityWords(item.action)}</Text>
    </Line>
  );
  return <Paged clientId={clientId} list="activity" row={activity} />;
}
