/** Settings → Payments → Stripe: the texts of the Stripe section. */
export const stripeMessages = {
  title: 'Stripe',
  loading: 'Loading your Stripe connection…',
  failed: 'Your Stripe connection could not be loaded.',
  retry: 'Try again',
  sandbox:
    'This installation has no Stripe key: clients pay with the built-in sandbox and its test cards, and no money moves.',
  ownAccount: "Clients' card payments go to this installation's own Stripe account, set by whoever runs it.",
  ownAccountOff:
    "Clients can't pay by card yet: the installation's client-payments webhook secret (STRIPE_CLIENT_PAYMENTS_WEBHOOK_SECRET) is not set.",
  notConnected:
    'Connect your Stripe account so clients can pay invoices by card. Stripe takes the card on its own page: card numbers never reach Focal.',
  connect: 'Connect Stripe',
  continueSetup: 'Finish setting up on Stripe',
  updateDetails: 'Update your details on Stripe',
  checkAgain: 'Check again',
  disconnect: 'Disconnect',
  states: {
    pending: 'Setup not finished',
    restricted: 'Restricted',
    enabled: 'Enabled',
  },
  stateText: {
    pending: 'Stripe needs you to finish setting up your account before clients can pay by card.',
    restricted: 'Stripe needs more information before it lets your account take payments.',
    enabled: 'Clients can pay your invoices by card. The money goes to your Stripe account.',
  },
  account: (id: string) => `Account ${id}`,
  fee: (percent: string) => `This installation keeps a fee of ${percent} % of each client payment.`,
  webhookOff:
    "Clients can't pay by card yet: the installation's client-payments webhook secret (STRIPE_CLIENT_PAYMENTS_WEBHOOK_SECRET) is not set.",
  disconnectTitle: 'Disconnect Stripe?',
  disconnectText:
    'Clients will no longer be able to pay by card until a Stripe account is connected again. Payments already made stay recorded.',
  disconnected: 'Stripe is disconnected',
  checked: 'Your Stripe account is up to date',
} as const;
