/** The quotes' words. */
export const QuoteText = {
  notFoundTitle: 'Quote not found',
  notFound: 'This quote does not exist in this company, or was deleted.',
  versionNotFoundTitle: 'Version not found',
  versionNotFound: 'This quote has no such version.',
  staleTitle: 'This quote was changed',
  stale: 'Someone changed this quote after you opened it. Reload it to see the changes, then try again.',
  wrongStateTitle: 'Not possible now',
  acceptedFrozen:
    'This quote was accepted, so it can no longer change: what the client accepted is kept as it was. Make a new quote for any change.',
  kindFixed: 'A quote keeps its kind: make a new quote to change between fixed and pick-and-choose.',
  noLines: 'Add at least one line before sending the quote.',
  noPackages: 'Add at least one package before sending the quote.',
  expiredOnSend: 'The expiry date has passed: choose a later date, or none, before sending.',
  alreadyAccepted: 'This quote was already accepted.',
  alreadyDeclined: 'This quote was already declined.',
  expired: 'This quote has expired: change its expiry date and send it again.',
  acceptSentOnly: 'Only the version the client was sent can be accepted: send the quote first.',
  declineSentOnly: 'Only a quote the client was sent can be declined.',
  scheduleNeeded: 'Choose one of the payment schedules the quote offers.',
  choiceNeeded: 'Choose the packages and add-ons the client accepted.',
  deleteSent: 'This quote was sent to the client, so it is kept: record that it was declined instead.',
  invoiceNeedsAcceptance:
    'The client has not accepted this quote. Record their acceptance first, or make the invoice from it anyway.',
  invoiceDeclined: 'This quote was declined: an invoice cannot be made from it.',
  templateNotFoundTitle: 'Template not found',
  templateNotFound: 'This template does not exist in this company, or was deleted.',
  templateTakenTitle: 'Name already used',
  templateTaken: (name: string) => `A quote template named "${name}" already exists. Choose another name.`,
  templatesFull: (max: number) => `A company keeps at most ${max} quote templates: delete one you no longer use.`,
  jobHasQuotes:
    'This record has quotes, which belong to the company that made them in its currency, so it stays in this company.',
} as const;
