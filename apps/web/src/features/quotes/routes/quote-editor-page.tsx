import { useParams } from 'react-router';
import type { JobStage } from '@focal/contracts';
import { jobBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconFileText } from '../../../shared/ui/icons';
import { type QuoteType, quotesMessages } from '../messages';

type Props = { kind: JobStage; type: QuoteType; mode: 'new' | 'edit' };

/** …/{id}/quote/{type}/new and …/{id}/quotes/{type}/{quoteId}/update. */
export function QuoteEditorPage({ kind, type, mode }: Props) {
  const { id = '' } = useParams();
  return (
    <EmptyPage {...quotesMessages.editor[mode][type]} icon={IconFileText} back={jobBackLink(kind, id)} />
  );
}
