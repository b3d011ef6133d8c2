import { fillPath } from '@focal/contracts/session-routes';
import { PortalRoutes } from '@focal/contracts/portal/routes';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryState } from '../../../shared/ui/query-state';
import { portalQueries } from '../api/portal-queries';
import { DocumentBar } from '../components/document-bar';
import { PdfLink } from '../components/pdf-link';
import { usePortalScope } from '../components/portal-scope';
import { QuoteAnswer } from '../components/quote-answer';
import { useSignInWhenNeeded } from '../lib/use-sign-in-when-needed';
import { portalMessages as texts } from '../messages';

/** A quote of the client's, as last sent: choose, then accept or decline it; or read it as answered. */
export function QuotePage() {
  const scope = usePortalScope();
  const id = useParams().id ?? '';
  const quote = useQuery(portalQueries.quote(scope, id));
  const leaving = useSignInWhenNeeded(quote.error);
  if (leaving) return null;
  const pdf = fillPath(PortalRoutes.getPortalQuotePdf.path, { companyId: scope.companyId, id });
  return (
    <>
      <DocumentBar pdf={quote.data && <PdfLink href={pdf} name={`quote-${quote.data.number}.pdf`} />} />
      <QueryState query={quote} loading={texts.quote.loading} failed={texts.quote.failed} retry={texts.retry}>
        {(data) => (
          <QuoteAnswer
            key={`${data.version}:${data.status}`}
            quote={data}
            id={id}
            onReload={() => void quote.refetch()}
          />
        )}
      </QueryState>
    </>
  );
}
