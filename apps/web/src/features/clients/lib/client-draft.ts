import type { Client, ClientKind, CreateClientRequest } from '@focal/contracts';
import type { AddressValue } from '../../../shared/studio/address';

export type ContactDraft = { firstName: string; lastName: string; email: string; phone: string };
export type ClientDraft = {
  kind: ClientKind;
  organisationName: string;
  contacts: ContactDraft[];
  address: AddressValue;
  tags: string[];
  leadSource: string;
  notes: string;
  customFields: Record<string, string>;
};

const blank = (): ContactDraft => ({ firstName: '', lastName: '', email: '', phone: '' });

export const emptyDraft = (): ClientDraft => ({
  kind: 'person',
  organisationName: '',
  contacts: [blank(), blank()],
  address: {},
  tags: [],
  leadSource: '',
  notes: '',
  customFields: {},
});

export const draftOf = (client: Client): ClientDraft => {
  const contacts = client.contacts.map((c) => ({ ...c, email: c.email ?? '', phone: c.phone ?? '' }));
  return {
    kind: client.kind,
    organisationName: client.organisationName ?? '',
    // A couple's form always shows two contacts; a person's one (a second one kept for a switch to couple).
    contacts:
      contacts.length >= 2 ? contacts : [...contacts, ...Array.from({ length: 2 - contacts.length }, blank)],
    address: client.address as AddressValue,
    tags: client.tags,
    leadSource: client.leadSource ?? '',
    notes: client.notes,
    customFields: client.customFields,
  };
};

/** The contacts the kind keeps: a person one, a couple two, an organisation its non-empty ones (at least one). */
export function contactsOf(draft: ClientDraft): ContactDraft[] {
  if (draft.kind === 'person') return draft.contacts.slice(0, 1);
  if (draft.kind === 'couple') return draft.contacts.slice(0, 2);
  const filled = draft.contacts.filter((c) => Object.values(c).some((v) => v.trim()));
  return filled.length ? filled : draft.contacts.slice(0, 1);
}

/** The whole body of a new client. */
export const bodyOf = (draft: ClientDraft): CreateClientRequest => ({
  kind: draft.kind,
  organisationName: draft.kind === 'organisation' ? draft.organisationName : null,
  contacts: contactsOf(draft),
  address: draft.address,
  tags: draft.tags,
  leadSource: draft.leadSource || null,
  notes: draft.notes,
  customFields: draft.customFields,
});

/** Only what changed since the form loaded (a form never overwrites what it did not load). */
export function changesOf(before: ClientDraft, after: ClientDraft): Partial<CreateClientRequest> {
  const a = bodyOf(before);
  const b = bodyOf(after);
  return Object.fromEntries(
    Object.entries(b).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(a[key as keyof typeof a]),
    ),
  );
}
