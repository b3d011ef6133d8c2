export const dashboardMessages = {
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  studio: 'Studio',
  plan: 'Plan',
  noPlan: 'No active plan',
  trialEnds: (date: string) => `Trial ends ${date}`,
  accessTill: (date: string) => `Paid until ${date}`,
  trial: 'Trial',
  emptyTitle: 'Nothing here yet',
  empty: 'Your clients, jobs and payments will appear here.',
} as const;
