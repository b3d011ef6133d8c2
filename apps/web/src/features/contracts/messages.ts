import type { EmptyPageTexts } from '../../shared/ui/empty-page';

export const contractsMessages = {
  contract: {
    title: 'Contract',
    emptyTitle: 'Nothing to show for this contract',
    empty: 'Contracts will appear here once you send them to clients.',
  } satisfies EmptyPageTexts,
} as const;
