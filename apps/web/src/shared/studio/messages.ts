/** Texts of the studio pieces several features share (the address field, the move to another company). */
export const studioMessages = {
  address: {
    line1: 'Address line 1',
    line2: 'Address line 2',
    city: 'City',
    region: 'State / region',
    postalCode: 'Postal code',
    country: 'Country',
    searching: 'Looking up addresses…',
    poweredBy: 'Suggestions by Google',
  },
  move: {
    title: 'Move to another company',
    company: 'Company',
    confirm: 'Move',
    noOtherCompany: 'Your account has no other company to move it to.',
  },
} as const;
