import { useParams } from 'react-router';
import { sharedMessages } from '../../../shared/messages';
import { type ProjectKind, projectBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { type QuoteType, quotesMessages as texts } from '../messages';

type Props = { kind: ProjectKind; type: QuoteType; mode: 'new' | 'edit' };

/** …/{id}/quote/{type}/new and …/{id}/quotes/{type}/{quoteId}/update. */
export function QuoteEditorPage({ kind, type, mode }: Props) {
  const { id = '' } = useParams();
  return (
    <EmptyPage
      title={texts.editor[mode][type]}
      emptyTitle={sharedMessages.notAvailableYet}
      back={projectBackLink(kind, id)}
    >
      {texts.editorText[mode]}
    </EmptyPage>
  );
}
