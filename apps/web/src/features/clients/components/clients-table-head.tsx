import { Checkbox, Table } from '@mantine/core';
import { clientsMessages } from '../messages';

const texts = clientsMessages.columns;

type Props = { checked: boolean; indeterminate: boolean; onToggle?: (on: boolean) => void };

/** The list's header row, shared by the table and its loading skeleton so both have one shape. */
export function ClientsTableHead({ checked, indeterminate, onToggle }: Props) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40}>
          <Checkbox
            aria-label={texts.selectPage}
            checked={checked}
            indeterminate={indeterminate}
            disabled={!onToggle}
            onChange={(event) => onToggle?.(event.currentTarget.checked)}
          />
        </Table.Th>
        <Table.Th>{texts.name}</Table.Th>
        <Table.Th>{texts.email}</Table.Th>
        <Table.Th>{texts.phone}</Table.Th>
        <Table.Th>{texts.tags}</Table.Th>
        <Table.Th ta="right">{texts.openBalance}</Table.Th>
        <Table.Th>{texts.created}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
