import type { MantineBreakpoint } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

type DataTableCardSlot = 'title' | 'aside' | 'line' | 'meta';

/** One column of a `DataTable`: its heading, and what each row shows in it. */
export type DataTableColumn<Row> = {
  /** Tells the column's cells apart (React keys). */
  key: string;
  /** The heading; a table whose columns have none has no header row (a profile tab's sessions). */
  header?: ReactNode;
  /** The heading is read by a screen reader but not shown (a column of row actions). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Heading and cells; numbers (money) line up on the right. */
  align?: 'right';
  /** The heading's width: a column of checkboxes stays narrow. */
  width?: number;
  /** Below this breakpoint the column gives way, so the rest stays in sight on a phone. */
  visibleFrom?: MantineBreakpoint;
  /** The column's sort order, said to a screen reader (aria-sort), when the table sorts by headings. */
  sort?: 'ascending' | 'descending' | 'none';
  /** Each cell's own look (a bold name, an address that breaks anywhere). */
  cellProps?: { className?: string; style?: CSSProperties };
  /**
   * Where the cell goes when the table draws its rows as cards (`cards`, on a phone): the card's
   * title (holding the link to the record, which the whole card then answers to), its corner (a
   * sum), a line of its own, or the meta line (short facts side by side). Without it, left out, as
   * is an empty cell or one holding only an element marked `data-card-omit` (a "not set" dash).
   */
  card?: DataTableCardSlot;
  /** What the loading skeleton draws in the column: a checkbox, a title over a caption, or a bar. */
  placeholder?: 'box' | 'title' | 'bar';
};
