import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useRunOnce } from '../../../shared/ui/run-once';
import { Waiting } from '../../../shared/ui/waiting';
import { useOpenLink } from '../api/portal-links';
import { portalQueries } from '../api/portal-queries';
import { LinkFailed } from '../components/link-failed';
import { PortalFrame } from '../components/portal-frame';
import { usePortalScope } from '../components/portal-scope';
import {
  portalContractPath,
  portalInvoicePath,
  portalQuestionnairePath,
  portalQuotePath,
} from '../lib/scope';
import { portalMessages as texts } from '../messages';

const targetPaths = {
  quote: portalQuotePath,
  invoice: portalInvoicePath,
  questionnaire: portalQuestionnairePath,
  contract: portalContractPath,
} as const;

/**
 * /portal/{companyId}/open/{token}: a mailed link. Its token is posted once (a mail scanner's GET of
 * this page opens nothing, and React's strict mode runs effects twice), which starts the session
 * cookie; then the page the link leads to, or the portal's home, replaces this one.
 */
export function OpenPage() {
  const scope = usePortalScope();
  const token = useParams().token;
  const navigate = useNavigate();
  const open = useOpenLink(scope.companyId);
  const brand = useQuery(portalQueries.brand(scope.companyId));

  useRunOnce(token, (value) =>
    open.mutate(value, {
      onSuccess: ({ target }) => {
        const to = target ? targetPaths[target.kind](scope, target.id) : scope.home;
        void navigate(to, { replace: true });
      },
    }),
  );

  return (
    <PortalFrame brand={brand.data}>
      {open.isError ? (
        <LinkFailed companyId={scope.companyId} token={token ?? ''} error={open.error} />
      ) : (
        <Waiting text={texts.open.opening} />
      )}
    </PortalFrame>
  );
}
