import type { JobStage } from '@focal/contracts';
import type { Quote } from '@focal/contracts/quotes/api';
import { Alert, Anchor, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { jobBackLink } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconFileText } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { Waiting } from '../../../shared/ui/waiting';
import { useQuote } from '../api/get-quote';
import { useQuoteJob } from '../api/get-quote-job';
import { useQuoteVersion } from '../api/get-quote-version';
import { QuoteActions } from '../components/quote-actions';
import { QuoteDocument } from '../components/quote-document';
import { QuoteStatus } from '../components/quote-status';
import { StateBadge } from '../components/state-badge';
import { type QuoteType, quotesMessages as texts } from '../messages';

/** …/{id}/quotes/fixed/{quoteId} and …/{id}/quotes/pick-and-choose/{quoteId}. */
export function QuotePage({ kind, type }: { kind: JobStage; type: QuoteType }) {
  const { id = '', quoteId = '' } = useParams();
  const query = useQuote(quoteId);
  const back = jobBackLink(kind, id);
  const missing =
    (isApiError(query.error) && [400, 404].includes(query.error.status) && !query.data) ||
    (query.data && (query.data.kind !== type || query.data.jobId !== id));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      {missing ? (
        <>
          <PageHeader title={texts.kindTitle[type]} />
          <EmptyState title={texts.notFoundTitle} icon={IconFileText}>
            {texts.notFound}
          </EmptyState>
        </>
      ) : (
        <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
          {(quote) => <QuoteView quote={quote} kind={kind} />}
        </QueryState>
      )}
    </Stack>
  );
}

function QuoteView({ quote, kind }: { quote: Quote; kind: JobStage }) {
  const job = useQuoteJob(quote.jobId);
  const [shown, setShown] = useState<number>(quote.version);
  const older = shown !== quote.version ? shown : null;
  const version = useQuoteVersion(quote.id, older);
  const acceptedVersion = quote.acceptance?.version;
  const current = { content: quote.content, totals: quote.totals };
  const body = older === null ? current : version.data;
  const showsAccepted = acceptedVersion !== undefined && acceptedVersion === shown;
  return (
    <Stack gap="md">
      <PageHeader
        title={`${texts.view.number(quote.number)} · ${quote.title}`}
        description={<StateBadge state={quote.status} />}
        actions={<QuoteActions quote={quote} kind={kind} clientName={job.data?.clientName ?? null} />}
      />
      <QuoteStatus quote={quote} />
      {quote.versions.length > 1 && (
        <Group>
          <NativeSelect
            label={texts.view.version}
            value={String(shown)}
            onChange={(e) => setShown(Number(e.currentTarget.value))}
            data={[...quote.versions]
              .sort((a, b) => b.version - a.version)
              .map((v) => ({
                value: String(v.version),
                label: texts.view.versionOption(v.version, v.version === quote.version),
              }))}
          />
        </Group>
      )}
      {older !== null && <Alert color="blue">{texts.view.olderVersion(older)}</Alert>}
      {!body ? (
        version.isError ? (
          <Alert color="red" title={texts.failed} />
        ) : (
          <Waiting text={texts.view.versionLoading} />
        )
      ) : (
        <QuoteDocument
          content={body.content}
          totals={body.totals}
          currency={quote.currency}
          pricesIncludeTax={quote.pricesIncludeTax}
          mainDate={job.data?.mainDate ?? null}
          accepted={
            showsAccepted && quote.acceptance
              ? {
                  choice: quote.acceptance.choice,
                  schedule: quote.acceptance.schedule,
                  on: quote.acceptance.acceptedAt.slice(0, 10),
                }
              : null
          }
        />
      )}
    </Stack>
  );
}
