import type { AdminAuditEntry } from '@focal/contracts/admin-console';
import { Button, Code, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../../shared/ui/data-table';
import { formatMoment } from '../../lib/format';
import { auditActionLabels, auditLogMessages as texts } from '../messages';

const detailsId = (entry: AdminAuditEntry) => `audit-${entry.id}`;

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

/** The actions, one a row; each one's before and after open under it. */
export function AuditLogTable({ entries }: { entries: AdminAuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const column = texts.columns;
  return (
    <DataTable
      label={texts.tableLabel}
      minWidth={720}
      rows={entries}
      rowKey={(entry) => entry.id}
      details={(entry) =>
        open.has(entry.id)
          ? {
              id: detailsId(entry),
              content: (
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  <JsonBlock label={texts.before} value={entry.before} />
                  <JsonBlock label={texts.after} value={entry.after} />
                </SimpleGrid>
              ),
            }
          : null
      }
      columns={[
        { key: 'when', header: column.when, cell: (entry) => formatMoment(entry.createdAt) },
        {
          key: 'who',
          header: column.who,
          cell: (entry) => (
            <>
              {entry.admin.name}
              <Text size="xs" c="dimmed">
                {entry.admin.email}
              </Text>
            </>
          ),
        },
        { key: 'from', header: column.from, cell: (entry) => entry.clientAddress ?? texts.unknownAddress },
        {
          key: 'action',
          header: column.action,
          cell: (entry) => (
            <>
              {auditActionLabels[entry.action] ?? entry.action}
              <Text size="xs" c="dimmed">
                <Code>{entry.action}</Code>
              </Text>
            </>
          ),
        },
        {
          key: 'target',
          header: column.target,
          cell: (entry) => (
            <>
              {entry.targetKind}
              {entry.targetId && (
                <Text size="xs" c="dimmed">
                  {entry.targetId}
                </Text>
              )}
            </>
          ),
        },
        {
          key: 'changes',
          header: column.changes,
          cell: (entry) => (
            <Button
              size="xs"
              variant="subtle"
              aria-expanded={open.has(entry.id)}
              aria-controls={detailsId(entry)}
              onClick={() => toggle(entry.id)}
            >
              {open.has(entry.id) ? texts.hide : texts.show}
            </Button>
          ),
        },
      ]}
    />
  );
}
