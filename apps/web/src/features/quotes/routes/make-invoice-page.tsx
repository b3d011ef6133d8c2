import type { JobStage } from '@focal/contracts';
import type { Quote } from '@focal/contracts/quotes/api';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError, isSettled } from '../../../shared/http/api-error';
import { invoiceEditPath, quotePath } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconFileText } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useQuote } from '../api/get-quote';
import { useMakeInvoice } from '../api/make-invoice';
import { StateBadge } from '../components/state-badge';
import { type QuoteType, quotesMessages } from '../messages';

const texts = quotesMessages.makeInvoice;

/** …/{id}/quotes/{type}/{quoteId}/make-invoice: what the invoice will take, then its editor. */
export function MakeInvoicePage({ kind, type }: { kind: JobStage; type: QuoteType }) {
  const { id = '', quoteId = '' } = useParams();
  const query = useQuote(quoteId);
  const missing =
    (isApiError(query.error) && [400, 404].includes(query.error.status) && !query.data) ||
    (query.data && (query.data.kind !== type || query.data.jobId !== id));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={quotePath(kind, id, type, quoteId)} size="sm">
        {quotesMessages.viewQuote}
      </Anchor>
      <PageHeader title={texts.title} />
      {missing ? (
        <EmptyState title={quotesMessages.notFoundTitle} icon={IconFileText}>
          {quotesMessages.notFound}
        </EmptyState>
      ) : (
        <QueryState
          query={query}
          loading={quotesMessages.loading}
          failed={quotesMessages.failed}
          retry={quotesMessages.retry}
        >
          {(quote) => <MakeInvoice quote={quote} kind={kind} />}
        </QueryState>
      )}
    </Stack>
  );
}

function MakeInvoice({ quote, kind }: { quote: Quote; kind: JobStage }) {
  const navigate = useNavigate();
  const make = useMakeInvoice(quote.id, quote.jobId);
  const [unaccepted, setUnaccepted] = useState(false);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const accepted = quote.acceptance !== null;
  const declined = !accepted && quote.status === 'declined';
  const what = accepted ? (quote.kind === 'fixed' ? texts.whatFixed : texts.what) : texts.whatUnaccepted;
  const submit = () => {
    setProblem(null);
    make.mutate(
      { updatedAt: quote.updatedAt, unaccepted: !accepted && unaccepted },
      {
        onSuccess: (invoice) => {
          notifySuccess(texts.made);
          void navigate(invoiceEditPath(kind, quote.jobId, invoice.id), { replace: true });
        },
        onError: (error) => {
          // The server's refusals (not accepted, declined, changed since) say why: shown here.
          if (isApiError(error) && !isSettled(error) && error.status === 409) {
            setProblem({ title: error.body.errorTitle, message: error.body.errorMessage });
            return;
          }
          handleApiError(error);
        },
      },
    );
  };
  return (
    <Stack gap="md" maw={640}>
      <Group gap="xs">
        <Text fw={500}>{`${quotesMessages.view.number(quote.number)} · ${quote.title}`}</Text>
        <StateBadge state={quote.status} />
      </Group>
      {declined ? (
        <Alert color="red">{texts.declined}</Alert>
      ) : (
        <>
          {!accepted && (
            <Stack gap="xs">
              <Text fw={500}>{texts.notAccepted}</Text>
              <Checkbox
                label={texts.unaccepted}
                checked={unaccepted}
                onChange={(e) => setUnaccepted(e.currentTarget.checked)}
              />
            </Stack>
          )}
          {(accepted || unaccepted) && <Text>{what}</Text>}
        </>
      )}
      {problem && (
        <Alert color="red" title={problem.title} role="alert">
          {problem.message}
        </Alert>
      )}
      <Group gap="xs">
        <Button
          onClick={submit}
          loading={make.isPending || make.isSuccess}
          disabled={declined || (!accepted && !unaccepted)}
        >
          {texts.confirm}
        </Button>
        <Button component={Link} to={quotePath(kind, quote.jobId, quote.kind, quote.id)} variant="default">
          {texts.cancel}
        </Button>
      </Group>
    </Stack>
  );
}
