import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The table's accessible name (its section's heading). */
  label: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Shown instead of an empty table. */
  empty: string;
};

/** A read-only table of the console (the account's companies, members, sign-ins, tasks). */
export function DataTable({ label, head, rows, empty }: Props) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            {head.map((title) => (
              <Table.Th key={title}>{title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={head[index]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
