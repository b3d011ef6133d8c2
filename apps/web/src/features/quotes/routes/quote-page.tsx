import { useParams } from 'react-router';
import { type ProjectKind, projectBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { type QuoteType, quotesMessages as texts } from '../messages';

/** …/{id}/quotes/fixed/{quoteId} and …/{id}/quotes/pick-and-choose/{quoteId}. */
export function QuotePage({ kind, type }: { kind: ProjectKind; type: QuoteType }) {
  const { id = '' } = useParams();
  return (
    <EmptyPage title={texts.title[type]} emptyTitle={texts.emptyTitle} back={projectBackLink(kind, id)}>
      {texts.empty}
    </EmptyPage>
  );
}
