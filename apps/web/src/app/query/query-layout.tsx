import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';
import '../../shared/ui/styles-after-first-screen';

/**
 * Server state for the routes below. A route of its own, loaded with the first page that needs it,
 * so the login page does not carry the query library.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
