/** Words the quote and invoice editors share. */
export const documentEditorMessages = {
  taxes: 'Taxes',
  noTaxRates: 'The company has no tax rates.',
  leaveTitle: 'Leave without saving?',
  leave: 'Leave',
} as const;
