import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CLIENT_KINDS, type ClientKind, clientShapeProblems } from '@focal/contracts/clients';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { useSaveClient } from '../api/save-client';
import { clientPickerMessages as texts } from '../picker-messages';

const emptyContact = { firstName: '', lastName: '', email: '', phone: '' };

type Props = {
  initialName: string;
  onCreated: (client: { id: string; displayName: string }) => void;
  onCancel: () => void;
};

/** The picker's small "new client" form: kind, names, email and phone; the rest is edited on the client's page. */
export function NewClientInline({ initialName, onCreated, onCancel }: Props) {
  const [first, ...rest] = initialName.trim().split(/\s+/);
  const [kind, setKind] = useState<ClientKind>('person');
  const [organisationName, setOrganisationName] = useState('');
  const [contacts, setContacts] = useState([
    { ...emptyContact, firstName: first ?? '', lastName: rest.join(' ') },
    { ...emptyContact },
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useSaveClient(undefined);

  const used = kind === 'couple' ? contacts : contacts.slice(0, 1);
  const setContact = (i: number, part: keyof typeof emptyContact, value: string) =>
    setContacts((all) => all.map((c, j) => (j === i ? { ...c, [part]: value } : c)));

  const submit = () => {
    const body = {
      kind,
      organisationName: kind === 'organisation' ? organisationName : null,
      contacts: used,
    };
    const problems = clientShapeProblems(body);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    create.mutate(body, {
      onSuccess: (client) => onCreated({ id: client.id, displayName: client.displayName }),
      onError: (error) =>
        handleApiError(error, {
          setFieldError: (field, message) => (setErrors((e) => ({ ...e, [field]: message })), true),
        }),
    });
  };

  const nameRow = (i: number) => (
    <SimpleGrid cols={2} spacing="xs" key={i}>
      <TextInput
        label={i === 1 ? `${texts.partner}: ${texts.firstName}` : texts.firstName}
        value={contacts[i]!.firstName}
        error={errors[`contacts.${i}.firstName`]}
        onChange={(e) => setContact(i, 'firstName', e.currentTarget.value)}
        data-autofocus={i === 0 || undefined}
      />
      <TextInput
        label={i === 1 ? `${texts.partner}: ${texts.lastName}` : texts.lastName}
        value={contacts[i]!.lastName}
        onChange={(e) => setContact(i, 'lastName', e.currentTarget.value)}
      />
    </SimpleGrid>
  );

  return (
    <Paper withBorder p="sm" component="section" aria-label={texts.newTitle}>
      <Stack gap="xs">
        <SegmentedControl
          aria-label={texts.kind}
          value={kind}
          onChange={(v) => setKind(v as ClientKind)}
          data={CLIENT_KINDS.map((k) => ({ value: k, label: texts.kinds[k] }))}
        />
        {kind === 'organisation' ? (
          <TextInput
            label={texts.organisationName}
            value={organisationName}
            error={errors['organisationName']}
            onChange={(e) => setOrganisationName(e.currentTarget.value)}
          />
        ) : null}
        {nameRow(0)}
        {kind === 'couple' ? nameRow(1) : null}
        {errors['contacts'] ? <div role="alert">{errors['contacts']}</div> : null}
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            label={texts.email}
            type="email"
            value={contacts[0]!.email}
            error={errors['contacts.0.email']}
            onChange={(e) => setContact(0, 'email', e.currentTarget.value)}
          />
          <TextInput
            label={texts.phone}
            type="tel"
            value={contacts[0]!.phone}
            onChange={(e) => setContact(0, 'phone', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            {texts.create}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
