import '@mantine/core/styles/Table.css';
import { Box, Table, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import { memo } from 'react';
import { clientsMessages } from '../messages';
import { ClientsTableHead } from './clients-table-head';
import classes from './clients-table-skeleton.module.css';

/** As many rows as a page holds: the table that replaces the skeleton moves nothing below it down. */
const ROWS = 25;
const ROW_KEYS = Array.from({ length: ROWS }, (_, row) => row);
const CELLS = [0, 1, 2, 3, 4];

/**
 * The list while its first page loads: the table's own header and rows as tall as the table's (a
 * checkbox, the name over its kind), shimmering, so the page does not jump when the rows arrive.
 * The rows are plain cells, not Mantine components: 25 rows of checkboxes and skeletons were a few
 * hundred components to draw, and to take down again, while the page's first screen waited.
 * Memoised: it has no props, so the page's own updates (the answer arriving) never draw it again.
 * As wide as the table, but clipped rather than scrolled on a phone: a scrollable region with nothing
 * in it to focus is one a keyboard cannot scroll (axe's scrollable-region-focusable, serious), and
 * there is nothing to scroll to.
 */
export const ClientsTableSkeleton = memo(function ClientsTableSkeleton() {
  return (
    <Box style={{ overflow: 'hidden' }} aria-busy>
      <VisuallyHidden role="status">{clientsMessages.loading}</VisuallyHidden>
      <Table verticalSpacing="xs" miw={760} aria-hidden>
        <ClientsTableHead checked={false} indeterminate={false} />
        <tbody>
          {ROW_KEYS.map((row) => (
            <tr key={row} className={classes.row}>
              <td className={classes.cell}>
                <span className={classes.box} />
              </td>
              <td className={classes.cell}>
                <div className={classes.name} />
                <div className={classes.kind} />
              </td>
              {CELLS.map((cell) => (
                <td key={cell} className={classes.cell}>
                  <div className={classes.bar} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
});
