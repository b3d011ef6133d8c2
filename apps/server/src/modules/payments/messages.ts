/** The payments module's error texts (the client shows toast e_8 for a declined card). */
export const PaymentText = {
  declinedTitle: 'Card declined',
  declined: 'Your card was declined. Try another card or contact your bank.',
  incorrectNumber: 'Your card number is incorrect. Check it and try again.',
  keyReusedTitle: 'Request already sent',
  keyReused: 'This payment was already sent with different details. Reload the page and try again.',
  plan: 'That plan',
  payment: 'That payment',
} as const;
