export const clientsMessages = {
  title: 'Clients',
  emptyTitle: 'No clients yet',
  empty: 'Clients will appear here once you add them.',
  clientTitle: 'Client',
  clientEmptyTitle: 'Nothing to show for this client',
  clientEmpty: "A client's details, jobs and payments will appear here once you add clients.",
  allClients: 'All clients',
} as const;
