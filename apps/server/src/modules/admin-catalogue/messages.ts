/** The console catalogue's own texts (the field messages live with the contracts' schemas). */
export const CatalogueText = {
  codeTakenTitle: 'Code exists',
  codeTaken: (code: string) => `There is a promo code ${code} already. Choose another code.`,
  keyTakenTitle: 'Name in use',
  keyTaken: (key: string) => `Another announcement is named ${key}. Choose another name.`,
  retiredTitle: 'Retired',
  announcementRetired: 'This announcement was retired and can no longer be changed.',
} as const;
