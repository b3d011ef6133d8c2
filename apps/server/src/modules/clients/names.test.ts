import { describe, expect, it } from 'vitest';
import { displayNameOf, searchTextOf } from './names.ts';

const contact = (
  firstName: string,
  lastName: string,
  email: string | null = null,
  phone: string | null = null,
) => ({
  firstName,
  lastName,
  email,
  phone,
});

describe('client names', () => {
  it('names a person, a couple and an organisation', () => {
    expect(
      displayNameOf({ kind: 'person', organisationName: null, contacts: [contact('Anna', 'Smith')] }),
    ).toBe('Anna Smith');
    expect(displayNameOf({ kind: 'person', organisationName: null, contacts: [contact('', 'Smith')] })).toBe(
      'Smith',
    );
    const couple = (a: string, b: string) =>
      displayNameOf({
        kind: 'couple',
        organisationName: null,
        contacts: [contact('Anna', a), contact('Ben', b)],
      });
    expect(couple('Smith', 'smith')).toBe('Anna & Ben smith');
    expect(couple('Smith', 'Jones')).toBe('Anna Smith & Ben Jones');
    expect(couple('', '')).toBe('Anna & Ben');
    expect(
      displayNameOf({
        kind: 'organisation',
        organisationName: 'Acme Ltd',
        contacts: [contact('Anna', 'Smith')],
      }),
    ).toBe('Acme Ltd');
  });

  it('searches names, emails, phones and the phone digits alone, in lower case', () => {
    const client = {
      kind: 'person' as const,
      organisationName: null,
      contacts: [contact('Anna', 'Smith', 'Anna@Example.com', '+44 20 7946-0958')],
    };
    expect(searchTextOf(client, 'Anna Smith')).toBe(
      'anna smith anna smith anna@example.com +44 20 7946-0958 442079460958',
    );
  });
});
