export const paymentSettingsMessages = {
  title: 'Payments',
  backToSettings: 'Settings',
  description: 'How your clients pay their invoices by card in their client portal.',
  loading: 'Loading the payment settings…',
  failed: "Couldn't load the payment settings",
  retry: 'Try again',
  card: {
    title: 'Card payments',
    surcharge: 'Card surcharge (%)',
    surchargeHint:
      'Added to what a client pays by card, to cover the card fees: 0 to 10 %. Clients see it, and the total, before they pay. Check that your country allows it.',
    surchargeInvalid: 'Enter a surcharge from 0 to 10 %, to two decimals at most.',
    tips: 'Let clients add a tip',
    tipsHint: 'Clients can add 10, 15 or 20 % or an amount of their own when they pay by card.',
  },
  save: 'Save',
  saved: 'Payment settings saved',
  leaveText: 'Your changes to the payment settings are not saved.',
} as const;
