import type { JobStage } from '@focal/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { jobBackLink, quoteEditPath, quotePath } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconFileText } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useEditorData } from '../../../shared/documents/use-editor-data';
import { useQuote } from '../api/get-quote';
import { QuoteEditor } from '../components/quote-editor';
import { type QuoteType, quotesMessages as texts } from '../messages';

type Props = { kind: JobStage; type: QuoteType; mode: 'new' | 'edit' };

/** …/{id}/quote/{type}/new and …/{id}/quotes/{type}/{quoteId}/update. */
export function QuoteEditorPage({ kind, type, mode }: Props) {
  const { id = '', quoteId = '' } = useParams();
  const navigate = useNavigate();
  const quote = useQuote(quoteId, mode === 'edit');
  const { query, missing, reload } = useEditorData(quote, mode === 'edit');
  const back = jobBackLink(kind, id);
  const title = mode === 'new' ? texts.newTitle[type] : texts.editTitle[type];
  const notFound = missing || (quote.data && (quote.data.kind !== type || quote.data.jobId !== id));

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
        <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
          {(loaded) => (
            <QuoteEditor
              key={loaded.key}
              kind={type}
              jobId={id}
              quote={loaded.document}
              pricing={loaded.pricing}
              onCreated={(created) =>
                void navigate(quoteEditPath(kind, id, type, created.id), { replace: true })
              }
              onReload={reload}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
