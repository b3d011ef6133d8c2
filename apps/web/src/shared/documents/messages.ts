/** Words the quote and invoice editors share. */
export const documentEditorMessages = {
  taxes: 'Taxes',
  noTaxRates: 'The company has no tax rates.',
  leaveTitle: 'Leave without saving?',
  leave: 'Leave',
  line: (n: number) => `Line ${n}`,
  removeLine: (n: number) => `Remove line ${n}`,
  name: 'Name',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: (currency: string) => `Unit price (${currency})`,
  lineDiscount: 'Discount',
  discountKind: 'Discount kind',
} as const;
