import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AuditFilters as Filters } from '../api/list-audit-log';
import { auditActionLabels, auditLogMessages as texts } from '../messages';

type Props = {
  value: Filters;
  admins: { id: string; name: string; email: string }[];
  onChange: (filters: Filters) => void;
};

const clean = (filters: Record<string, string>): Filters =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );

/** The known actions by their words; one in the address that is not known shows as its code. */
const actionOptions = (current: string | undefined) => {
  const known = Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }));
  known.sort((a, b) => a.label.localeCompare(b.label));
  return current && !(current in auditActionLabels) ? [...known, { value: current, label: current }] : known;
};

/** Administrator, action, target kind and id; applied together. */
export function AuditFilters({ value, admins, onChange }: Props) {
  const [draft, setDraft] = useState({
    adminId: value.adminId ?? '',
    action: value.action ?? '',
    targetKind: value.targetKind ?? '',
    targetId: value.targetId ?? '',
  });
  const set = (key: keyof typeof draft) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(clean(draft));
  };
  return (
    <form onSubmit={submit} aria-label={texts.filters}>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={texts.administrator}
          value={draft.adminId}
          onChange={set('adminId')}
          data={[
            { value: '', label: texts.anyAdministrator },
            ...admins.map((admin) => ({ value: admin.id, label: `${admin.name} (${admin.email})` })),
          ]}
        />
        <NativeSelect
          label={texts.action}
          value={draft.action}
          onChange={set('action')}
          data={[{ value: '', label: texts.anyAction }, ...actionOptions(value.action)]}
        />
        <TextInput
          label={texts.targetKind}
          placeholder={texts.targetKindPlaceholder}
          value={draft.targetKind}
          onChange={set('targetKind')}
        />
        <TextInput label={texts.targetId} value={draft.targetId} onChange={set('targetId')} />
        <Button type="submit" variant="default">
          {texts.apply}
        </Button>
        <Button
          variant="subtle"
          onClick={() => {
            setDraft({ adminId: '', action: '', targetKind: '', targetId: '' });
            onChange({});
          }}
        >
          {texts.clear}
        </Button>
      </Group>
    </form>
  );
}
