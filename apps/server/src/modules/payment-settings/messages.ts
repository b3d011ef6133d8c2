/** The settings page's refusal of a stale save. */
export const PaymentSettingsText = {
  staleTitle: 'These settings were changed',
  stale:
    'Someone saved the payment settings since you opened them. Reload to see their choice, then save yours again.',
} as const;
