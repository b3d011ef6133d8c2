import { sharedMessages } from '../messages';

/** Texts of the studio pieces several features share (the client picker, the address field, the move to another company). */
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
  picker: {
    label: 'Client',
    labelMany: 'Clients',
    placeholder: 'Search clients by name, email or phone',
    searching: 'Searching…',
    nothingFound: 'No client matches',
    newClient: '+ New client',
    remove: (name: string) => `Remove ${name}`,
    newTitle: 'New client',
    kind: 'Kind',
    kinds: { person: 'Person', couple: 'Couple', organisation: 'Organisation' },
    organisationName: 'Organisation name',
    firstName: sharedMessages.firstName,
    lastName: sharedMessages.lastName,
    partner: 'Partner',
    email: 'Email',
    phone: 'Phone',
    create: 'Add client',
    cancel: sharedMessages.cancel,
    full: (max: number) => `At most ${max} ${max === 1 ? 'client' : 'clients'}`,
  },
  move: {
    title: 'Move to another company',
    company: 'Company',
    confirm: 'Move',
    noOtherCompany: 'Your account has no other company to move it to.',
  },
} as const;
