/** The credit notes' words. */
export const CreditNoteText = {
  notFoundTitle: 'Credit note not found',
  notFound: 'This credit note does not exist in this company.',
  wrongStateTitle: 'Not possible now',
  draft: 'A draft has not been issued, so there is nothing to credit: edit or delete it instead.',
  void: 'This invoice is void: there is nothing left to credit.',
  nothingLeft: 'Everything on this invoice has been credited already.',
  numberTaken: (number: string) =>
    `The next credit note number, ${number}, was already issued. Change the credit note numbering in Settings, then try again.`,
  patternOfInvoices: 'Invoices are numbered with this pattern: choose another, so a credit note and an invoice never share a number.',
  numberTakenSetting: (number: string) =>
    `${number} or a later credit note number of this series was already issued. Choose a next number past the last one issued.`,
} as const;
