/** The subscription charges' error texts (a declined card's are the provider's: ProviderText). */
export const PaymentText = {
  incorrectNumber: 'Your card number is incorrect. Check it and try again.',
  keyReusedTitle: 'Request already sent',
  keyReused: 'This payment was already sent with different details. Reload the page and try again.',
  alreadyPaidTitle: 'Already paid',
  alreadyPaid: (plan: string) =>
    `Your ${plan} plan is paid for the current period: nothing was charged. It renews on its own.`,
  plan: 'That plan',
  payment: 'That payment',
} as const;
