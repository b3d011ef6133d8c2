import { Button } from '@mantine/core';
import { useState } from 'react';
import { IconPlus } from '../../../shared/ui/icons';

/** A console page's "Create …" button, beside its heading or in its empty state. */
export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={18} aria-hidden focusable={false} />} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * What a console page's form edits: nothing, a new item, or an existing one. `formKey` remounts the
 * form when that changes; `item` is null for a new one.
 */
export function useEditing<T extends { id: string }>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    open: editing !== null,
    item: editing === 'new' ? null : editing,
    formKey: editing === 'new' ? 'new' : (editing?.id ?? ''),
    create: () => setEditing('new'),
    edit: (item: T) => setEditing(item),
    done: () => setEditing(null),
  };
}
