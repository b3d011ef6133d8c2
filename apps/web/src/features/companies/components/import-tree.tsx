import type { ImportGroup } from '@focal/contracts';
import { Checkbox, Stack } from '@mantine/core';
import { useId } from 'react';
import { groupState, toggleGroup, toggleType } from '../lib/import-selection';

type Props = {
  groups: readonly ImportGroup[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
};

function GroupChoice({ group, selected, onChange }: Omit<Props, 'groups'> & { group: ImportGroup }) {
  const childrenId = useId();
  const state = groupState(group, selected);
  return (
    <div>
      <Checkbox
        label={group.label}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        onChange={() => onChange(toggleGroup(group, selected))}
        aria-controls={childrenId}
        fw={600}
      />
      <Stack id={childrenId} role="group" aria-label={group.label} gap={6} mt={6} ml={28}>
        {group.children.map((child) => (
          <Checkbox
            key={child.type}
            label={child.label}
            checked={selected.has(child.type)}
            onChange={() => onChange(toggleType(child.type, selected))}
          />
        ))}
      </Stack>
    </div>
  );
}

/**
 * The Import Data modal's checkbox groups (spec 01 §3): a group's checkbox ticks or clears its
 * children and shows indeterminate when only some are ticked.
 */
export function ImportTree({ groups, selected, onChange }: Props) {
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <GroupChoice key={group.key} group={group} selected={selected} onChange={onChange} />
      ))}
    </Stack>
  );
}
