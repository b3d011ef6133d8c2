import type { ClientKind } from '@focal/contracts';

/** What the repo writes beside a client on every save: the name lists show and the search text. */
type Named = {
  kind: ClientKind;
  organisationName: string | null;
  contacts: { firstName: string; lastName: string; email: string | null; phone: string | null }[];
};

const full = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/**
 * 'Anna Smith'; a couple sharing a last name 'Anna & Ben Smith', otherwise 'Anna Smith & Ben
 * Jones'; an organisation its name. Never empty: the kind's rule guarantees a name somewhere.
 */
export function displayNameOf(client: Named): string {
  const [first, second] = client.contacts;
  if (client.kind === 'organisation') return client.organisationName ?? (first ? full(first) : '');
  if (client.kind === 'couple' && first && second) {
    const shared = first.lastName !== '' && first.lastName.toLowerCase() === second.lastName.toLowerCase();
    if (shared && first.firstName !== '' && second.firstName !== '')
      return `${first.firstName} & ${second.firstName} ${second.lastName}`;
    return `${full(first)} & ${full(second)}`;
  }
  return first ? full(first) : '';
}

/**
 * Lower case of the display name, the organisation, every contact's names, emails and phones, and
 * each phone's digits alone, so '+44 20 7946 0958' is found by '2079460958' and by '7946'.
 */
export function searchTextOf(client: Named, displayName: string): string {
  const parts = [displayName, client.organisationName ?? ''];
  for (const c of client.contacts) {
    parts.push(c.firstName, c.lastName, c.email ?? '', c.phone ?? '');
    if (c.phone) parts.push(c.phone.replace(/\D/g, ''));
  }
  return parts
    .filter((p) => p !== '')
    .join(' ')
    .toLowerCase();
}
