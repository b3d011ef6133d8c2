import type { Bootstrap } from '@focal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { queryClient } from '../app/query/query-client';
import { bootstrapQueryOptions } from '../shared/bootstrap/get-bootstrap';
import { setupUser } from './user-event';

/**
 * One page component with the app's providers and query cache, outside the router's route table.
 * `bootstrap` puts a session's bootstrap in the cache first, for components that read it (as the
 * boot gate would have loaded it).
 */
export function renderPage(page: ReactNode, options: { bootstrap?: Bootstrap } = {}) {
  if (options.bootstrap) queryClient.setQueryData(bootstrapQueryOptions().queryKey, options.bootstrap);
  const user = setupUser();
  render(
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
    </AppProviders>,
  );
  return { user };
}
