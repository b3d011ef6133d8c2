import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { invoicePath, jobPath } from '../../../shared/paths';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { paymentsMessages } from '../messages';

const texts = paymentsMessages.paid;
const none = <span data-card-omit>{texts.none}</span>;

/** What a payment's or a card attempt's row names: its client, invoice and lead or job. */
type OfDocument = {
  clientName: string | null;
  invoiceId: string;
  invoiceNumber: string | null;
  jobId: string;
  jobName: string;
  jobStage: Parameters<typeof jobPath>[0];
};

/**
 * The client, the invoice (the phone card's title, which opens it) and the record (the table's
 * alone: a second link under the card's cover could not be tapped; the invoice's page links to it).
 */
export const documentColumns = <Row extends OfDocument>(): DataTableColumn<Row>[] => [
  { key: 'client', header: texts.columns.client, card: 'line', cell: (row) => row.clientName ?? none },
  {
    key: 'invoice',
    header: texts.columns.invoice,
    card: 'title',
    placeholder: 'title',
    cellProps: { style: { whiteSpace: 'nowrap' } },
    cell: (row) => (
      <Anchor component={Link} to={invoicePath(row.invoiceId)} fw={600}>
        {row.invoiceNumber}
      </Anchor>
    ),
  },
  {
    key: 'record',
    header: texts.columns.record,
    visibleFrom: 'md',
    cell: (row) => (
      <Anchor component={Link} to={jobPath(row.jobStage, row.jobId)}>
        {row.jobName}
      </Anchor>
    ),
  },
];
