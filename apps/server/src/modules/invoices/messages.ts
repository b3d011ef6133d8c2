/** The invoices' words. */
export const InvoiceText = {
  notFoundTitle: 'Invoice not found',
  notFound: 'This invoice does not exist in this company, or was deleted.',
  staleTitle: 'This invoice was changed',
  stale: 'Someone changed this invoice after you opened it. Reload it to see the changes, then try again.',
  wrongStateTitle: 'Not possible now',
  issuedFrozen:
    'This invoice was issued, so its lines and figures can no longer change. Void it and make a new one, or correct it with a new invoice.',
  alreadyIssued: 'This invoice was already issued.',
  noLines: 'Add at least one line before sending the invoice.',
  voidDraft: 'A draft has no number yet: delete it instead of voiding it.',
  alreadyVoid: 'This invoice is already void.',
  voidPaid: 'This invoice has payments: refund them before voiding it.',
  voidCredited:
    'This invoice has credit notes, and voiding it would correct it twice: issue a credit note for what is left instead.',
  scheduleDraft: "A draft's schedule is part of its content: edit the draft instead.",
  scheduleNotOpen: 'Only a sent invoice that is not void can have its schedule changed.',
  schedulePaid: 'Its first instalment is paid, so the schedule can no longer change.',
  deleteIssued: 'This invoice was issued and has a number, so it is kept: void it instead.',
  numberTaken: (number: string) =>
    `${number} or a later number of this series was already issued. Choose a next number past the last one issued.`,
  patternOfCreditNotes: 'Credit notes are numbered with this pattern: choose another, so an invoice and a credit note never share a number.',
  numberTakenOnIssue: (number: string) =>
    `The next number, ${number}, was already issued. Change the numbering in Settings, then send again.`,
  jobHasInvoices:
    'This record has invoices, which belong to the company that issued them, so it stays in this company.',
} as const;
