/** Texts the Gmail endpoints answer with. */
export const GmailText = {
  failedTitle: 'Gmail could not be connected',
  unreachable: 'We cannot reach Google right now. Please try again in a few minutes.',
  notAvailableTitle: 'Gmail is not available',
  notAvailable: 'Sending through Gmail is not set up on this server. Use your own SMTP server instead.',
  stateInvalid:
    'This Gmail sign-in is not valid any more: it expired, was already used, or was started by someone else. Please connect again.',
  codeRefused: 'Google did not accept this sign-in. Please connect again.',
  noRefreshToken: 'Google gave no lasting access to this account. Please connect again and allow access.',
  noAddress: 'Google did not tell us the address of this account. Please connect again.',
  senderEmailTitle: 'Gmail sends as the signed-in account',
  senderEmail: (address: string) =>
    `Mail sent through Gmail comes from ${address}. Leave the sender email empty or use that address.`,
  notConnectedTitle: 'Gmail is not connected',
  notConnected: 'Connect your Gmail account first.',
  staleTitle: 'Gmail was connected again',
  stale: 'Someone connected another Gmail account meanwhile. Reload the page to see it.',
} as const;
