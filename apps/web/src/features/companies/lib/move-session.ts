import type { Bootstrap, TokenPair } from '@focal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { bootstrapQueryOptions } from '../../../shared/bootstrap/get-bootstrap';
import { setTabCompany } from '../../../shared/http/headers';
import { refresh } from '../../../shared/response-extras/refreshers';
import { setTokens } from '../../../shared/session/session-store';
import { companiesKeys } from '../api/query-keys';
import { recordSelectedCompany } from './selected-company';

/**
 * After the server moved the session into another company (a switch, a new company, a deleted
 * one), in spec 01 §4.3's order: keep the new tokens, reload bootstrap, try the chat data (failure
 * tolerated), update the user and company data, refresh the background tasks. Other tabs hear of
 * it through the recorded company. Resolves with the new bootstrap.
 */
export async function moveSession(queryClient: QueryClient, tokens: TokenPair, companyId: string) {
  setTokens(tokens);
  // From here on this tab speaks for the new company, so its own late requests are not refused.
  setTabCompany(companyId);
  let bootstrap: Bootstrap;
  try {
    bootstrap = await queryClient.fetchQuery({ ...bootstrapQueryOptions(), staleTime: 0 });
  } catch (error) {
    recordSelectedCompany({ id: companyId });
    throw error;
  }
  const company = bootstrap.authorizedCompany;
  setTabCompany(company.id);
  recordSelectedCompany({ id: company.id, name: company.name });
  refresh('intercom');
  // The menus' companies first (they show which one is checked), then every other page's data.
  await queryClient.invalidateQueries({ queryKey: companiesKeys.all });
  void queryClient.invalidateQueries({
    predicate: (query) => !['bootstrap', 'companies'].includes(String(query.queryKey[0])),
  });
  // The background-task banners own that query; their refresher restarts the polling.
  refresh('backgroundTasks');
  return bootstrap;
}
