import type { EmptyPageTexts } from '../../shared/ui/empty-page';

export const clientsMessages = {
  list: {
    title: 'Clients',
    emptyTitle: 'No clients yet',
    empty: 'Clients will appear here once you add them.',
  } satisfies EmptyPageTexts,
  client: {
    title: 'Client',
    emptyTitle: 'Nothing to show for this client',
    empty: "A client's details, jobs and payments will appear here once you add clients.",
  } satisfies EmptyPageTexts,
  allClients: 'All clients',
} as const;
