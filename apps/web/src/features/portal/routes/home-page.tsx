import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../shared/ui/query-state';
import { portalQueries } from '../api/portal-queries';
import { HomeSkeleton } from '../components/home-skeleton';
import { InvoiceList } from '../components/invoice-list';
import { JobList } from '../components/job-list';
import { usePortalScope } from '../components/portal-scope';
import { QuoteList } from '../components/quote-list';
import { ContractList } from '../contract/contract-list';
import { QuestionnaireList } from '../questionnaire/questionnaire-list';
import { useSignInWhenNeeded } from '../lib/use-sign-in-when-needed';
import { portalMessages as texts } from '../messages';

/** The portal's home: the client's bookings, then the quotes, invoices, questionnaires and contracts the studio sent them. */
export function HomePage() {
  const scope = usePortalScope();
  const home = useQuery(portalQueries.home(scope));
  const session = useQuery(portalQueries.session(scope));
  const leaving = useSignInWhenNeeded(home.error);
  if (leaving) return null;
  return (
    <>
      {session.data && (
        <Title order={2} size="h3">
          {texts.home.greeting(session.data.client.firstName)}
        </Title>
      )}
      <QueryState query={home} loading={<HomeSkeleton />} failed={texts.failed} retry={texts.retry}>
        {(data) => (
          <>
            <JobList jobs={data.jobs} />
            <QuoteList quotes={data.quotes} />
            <InvoiceList invoices={data.invoices} />
            <QuestionnaireList />
            <ContractList />
          </>
        )}
      </QueryState>
    </>
  );
}
