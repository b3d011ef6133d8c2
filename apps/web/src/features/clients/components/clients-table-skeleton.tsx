import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Checkbox, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { clientsMessages } from '../messages';
import { ClientsTableHead } from './clients-table-head';

/** As many rows as a page holds: the table that replaces the skeleton moves nothing below it down. */
const ROWS = 25;

/**
 * The list while its first page loads: the table's own header and rows of the same cells (a
 * checkbox, the name over its kind), shimmering, so the page does not jump when the rows arrive.
 */
export function ClientsTableSkeleton() {
  return (
    <Table.ScrollContainer minWidth={760} aria-busy>
      <VisuallyHidden role="status">{clientsMessages.loading}</VisuallyHidden>
      <Table verticalSpacing="xs" aria-hidden>
        <ClientsTableHead checked={false} indeterminate={false} />
        <Table.Tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <Table.Tr key={row}>
              <Table.Td>
                <Checkbox disabled aria-label="" tabIndex={-1} />
              </Table.Td>
              <Table.Td>
                {/* The name's line as the table draws it (an anchor in a group), so the heights match. */}
                <Skeleton width="70%">
                  <Group gap={6} wrap="nowrap">
                    <Anchor component="span" fw={500}>
                      &nbsp;
                    </Anchor>
                  </Group>
                </Skeleton>
                <Text size="xs">&nbsp;</Text>
              </Table.Td>
              {[0, 1, 2, 3, 4].map((cell) => (
                <Table.Td key={cell}>
                  <Skeleton height={12} width="60%" />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
