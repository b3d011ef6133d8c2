import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { queryClient } from '../app/query/query-client';

/** One page component with the app's providers and query cache, outside the router's route table. */
export function renderPage(page: ReactNode) {
  const user = userEvent.setup();
  render(
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
    </AppProviders>,
  );
  return { user };
}
