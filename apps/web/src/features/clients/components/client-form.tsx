import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Combobox.css';
import { CLIENT_KINDS, clientShapeProblems, type ClientKind } from '@focal/contracts/clients';
import {
  Autocomplete,
  Button,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressField } from '../../../shared/studio/address-field';
import { CustomFieldInputs } from '../../../shared/studio/custom-field-inputs';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { clientFacetsQuery } from '../api/client-facets';
import { type ClientDraft, type ContactDraft, contactsOf } from '../lib/client-draft';
import { clientsMessages } from '../messages';

const texts = clientsMessages.form;

type Props = {
  initial: ClientDraft;
  saving: boolean;
  submitLabel: string;
  /** Field errors from the server, by path (`contacts.0.email`, `organisationName`, …). */
  serverErrors: Record<string, string>;
  onSubmit: (draft: ClientDraft) => void;
  onCancel: () => void;
};

/** The client's form: the kind switches the contact fields; address, tags, lead source, notes and the company's custom fields. */
export function ClientForm({ initial, saving, submitLabel, serverErrors, onSubmit, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const facets = useQuery(clientFacetsQuery()).data;
  const errors = { ...checked, ...serverErrors };
  const set = (part: Partial<ClientDraft>) => setDraft((d) => ({ ...d, ...part }));
  const setContact = (i: number, part: Partial<ContactDraft>) =>
    set({ contacts: draft.contacts.map((c, j) => (j === i ? { ...c, ...part } : c)) });
  const shown = draft.kind === 'organisation' ? draft.contacts : contactsOf(draft);

  const submit = () => {
    const problems = clientShapeProblems({ ...draft, contacts: contactsOf(draft) });
    setChecked(problems);
    if (Object.keys(problems).length === 0) onSubmit(draft);
  };

  const contactFields = (contact: ContactDraft, i: number) => (
    <Stack gap={6} key={i} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h6" component="legend">
        {draft.kind === 'couple' && i === 1
          ? texts.partner
          : `${texts.contact}${shown.length > 1 && draft.kind !== 'couple' ? ` ${i + 1}` : ''}`}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput
          label={texts.firstName}
          value={contact.firstName}
          error={errors[`contacts.${i}.firstName`]}
          onChange={(e) => setContact(i, { firstName: e.currentTarget.value })}
        />
        <TextInput
          label={texts.lastName}
          value={contact.lastName}
          error={errors[`contacts.${i}.lastName`]}
          onChange={(e) => setContact(i, { lastName: e.currentTarget.value })}
        />
        <TextInput
          label={texts.email}
          type="email"
          value={contact.email}
          error={errors[`contacts.${i}.email`]}
          onChange={(e) => setContact(i, { email: e.currentTarget.value })}
        />
        <TextInput
          label={texts.phone}
          type="tel"
          value={contact.phone}
          error={errors[`contacts.${i}.phone`]}
          onChange={(e) => setContact(i, { phone: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={texts.kind}
          value={draft.kind}
          onChange={(kind) => set({ kind: kind as ClientKind })}
          data={CLIENT_KINDS.map((k) => ({ value: k, label: clientsMessages.kinds[k] }))}
        />
        {draft.kind === 'organisation' ? (
          <TextInput
            label={texts.organisationName}
            value={draft.organisationName}
            error={errors['organisationName']}
            onChange={(e) => set({ organisationName: e.currentTarget.value })}
            data-autofocus
          />
        ) : null}
        {shown.map(contactFields)}
        {errors['contacts'] ? <div role="alert">{errors['contacts']}</div> : null}
        {draft.kind === 'organisation' && draft.contacts.length < 10 ? (
          <Button
            variant="subtle"
            onClick={() =>
              set({ contacts: [...draft.contacts, { firstName: '', lastName: '', email: '', phone: '' }] })
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {texts.addContact}
          </Button>
        ) : null}
        <Title order={3} size="h6">
          {texts.address}
        </Title>
        <AddressField value={draft.address} onChange={(address) => set({ address })} />
        <TagsInput
          label={texts.tags}
          data={facets?.tags.map((t) => t.value) ?? []}
          value={draft.tags}
          onChange={(tags) => set({ tags })}
          maxTags={50}
          error={errors['tags']}
        />
        <Autocomplete
          label={texts.leadSource}
          data={facets?.leadSources.map((s) => s.value) ?? []}
          value={draft.leadSource}
          onChange={(leadSource) => set({ leadSource })}
          error={errors['leadSource']}
        />
        <Textarea
          label={texts.notes}
          minRows={3}
          value={draft.notes}
          onChange={(e) => set({ notes: e.currentTarget.value })}
          error={errors['notes']}
        />
        <CustomFieldInputs
          entity="client"
          value={draft.customFields}
          onChange={(customFields) => set({ customFields })}
        />
        <DialogFooter>
          <Button variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
