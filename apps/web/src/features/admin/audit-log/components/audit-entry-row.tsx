import type { AdminAuditEntry } from '@focal/contracts/admin-console';
import { Button, Code, SimpleGrid, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoment } from '../../lib/format';
import { auditActionLabels, auditLogMessages as texts } from '../messages';

const COLUMNS = 6;

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {label}
      </Text>
      <Code block>
        {value === null || value === undefined ? texts.nothing : JSON.stringify(value, null, 2)}
      </Code>
    </div>
  );
}

/** One action; its before and after open under it. */
export function AuditEntryRow({ entry }: { entry: AdminAuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = `audit-${entry.id}`;
  return (
    <>
      <Table.Tr>
        <Table.Td>{formatMoment(entry.createdAt)}</Table.Td>
        <Table.Td>
          {entry.admin.name}
          <Text size="xs" c="dimmed">
            {entry.admin.email}
          </Text>
        </Table.Td>
        <Table.Td>{entry.clientAddress ?? texts.unknownAddress}</Table.Td>
        <Table.Td>
          {auditActionLabels[entry.action] ?? entry.action}
          <Text size="xs" c="dimmed">
            <Code>{entry.action}</Code>
          </Text>
        </Table.Td>
        <Table.Td>
          {entry.targetKind}
          {entry.targetId && (
            <Text size="xs" c="dimmed">
              {entry.targetId}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? texts.hide : texts.show}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={COLUMNS}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <JsonBlock label={texts.before} value={entry.before} />
              <JsonBlock label={texts.after} value={entry.after} />
            </SimpleGrid>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
