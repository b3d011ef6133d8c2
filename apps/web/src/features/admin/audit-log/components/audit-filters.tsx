import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AuditFilters as Filters } from '../api/list-audit-log';
import { auditLogMessages as texts } from '../messages';

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
        <TextInput
          label={texts.action}
          placeholder={texts.actionPlaceholder}
          value={draft.action}
          onChange={set('action')}
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
