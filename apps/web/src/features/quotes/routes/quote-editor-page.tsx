import type { JobStage } from '@focal/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { jobBackLink, quoteEditPath, quotePath } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconFileText } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { usePricing } from '../../../shared/documents/api/get-pricing';
import { useQuote } from '../api/get-quote';
import { QuoteEditor } from '../components/quote-editor';
import { type QuoteType, quotesMessages as texts } from '../messages';

type Props = { kind: JobStage; type: QuoteType; mode: 'new' | 'edit' };

/** …/{id}/quote/{type}/new and …/{id}/quotes/{type}/{quoteId}/update. */
export function QuoteEditorPage({ kind, type, mode }: Props) {
  const { id = '', quoteId = '' } = useParams();
  const navigate = useNavigate();
  const pricing = usePricing();
  const quote = useQuote(quoteId, mode === 'edit');
  // A reload after a stale save starts the editor over from what the server has now.
  const [round, setRound] = useState(0);
  const back = jobBackLink(kind, id);
  const title = mode === 'new' ? texts.newTitle[type] : texts.editTitle[type];
  const notFound =
    mode === 'edit' &&
    ((isApiError(quote.error) && [400, 404].includes(quote.error.status) && !quote.data) ||
      (quote.data && (quote.data.kind !== type || quote.data.jobId !== id)));

  const both = {
    data:
      pricing.data && (mode === 'new' || quote.data)
        ? { pricing: pricing.data, quote: quote.data }
        : undefined,
    error: pricing.error ?? quote.error,
    refetch: () => Promise.all([pricing.refetch(), mode === 'edit' && quote.refetch()]),
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      <PageHeader
        title={quote.data ? `${title} #${quote.data.number}` : title}
        actions={
          quote.data && (
            <Button component={Link} to={quotePath(kind, id, type, quote.data.id)} variant="default">
              {texts.viewQuote}
            </Button>
          )
        }
      />
      {notFound ? (
        <EmptyState title={texts.notFoundTitle} icon={IconFileText}>
          {texts.notFound}
        </EmptyState>
      ) : (
        <QueryState query={both} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
          {(loaded) => (
            <QuoteEditor
              key={`${loaded.quote?.id ?? 'new'}-${round}`}
              kind={type}
              jobId={id}
              quote={loaded.quote}
              pricing={loaded.pricing}
              onCreated={(created) =>
                void navigate(quoteEditPath(kind, id, type, created.id), { replace: true })
              }
              onReload={async () => {
                await quote.refetch();
                setRound((r) => r + 1);
              }}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
