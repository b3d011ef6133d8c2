export const contractsMessages = {
  title: 'Contract',
  emptyTitle: 'Nothing to show for this contract',
  empty: 'Contracts will appear here once you send them to clients.',
} as const;
