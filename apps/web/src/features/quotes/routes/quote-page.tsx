import { useParams } from 'react-router';
import type { JobStage } from '@focal/contracts';
import { jobBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconFileText } from '../../../shared/ui/icons';
import { type QuoteType, quotesMessages } from '../messages';

/** …/{id}/quotes/fixed/{quoteId} and …/{id}/quotes/pick-and-choose/{quoteId}. */
export function QuotePage({ kind, type }: { kind: JobStage; type: QuoteType }) {
  const { id = '' } = useParams();
  return <EmptyPage {...quotesMessages.quote[type]} icon={IconFileText} back={jobBackLink(kind, id)} />;
}
