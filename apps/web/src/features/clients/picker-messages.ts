import { sharedMessages } from '../../shared/messages';

/**
 * Texts of the client picker and its small new-client form. Apart from messages.ts: other features'
 * pages load the picker, and this keeps the clients pages' texts out of their chunks.
 */
export const clientPickerMessages = {
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
} as const;
