/** The billing views' texts. */
export const BillingText = {
  plan: 'The plan of that invoice',
} as const;
