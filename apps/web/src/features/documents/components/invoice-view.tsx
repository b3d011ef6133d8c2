import { Divider, Text } from '@mantine/core';
import { InvoiceStateBadge } from '../../invoices';
import type { PublicInvoice } from '../api/get-public-document';
import { formatDay } from '../lib/format';
import { documentMessages } from '../messages';
import { CreditNoteLinks } from './credit-note-links';
import { LineTable } from './line-table';
import { DocumentSheet } from './document-sheet';
import { lineAmounts } from '../../../shared/documents/amounts';
import { InstalmentList } from '../../../shared/documents/instalment-list';
import { TotalsTable } from '../../../shared/documents/totals-table';

const texts = documentMessages.invoice;

/**
 * An issued invoice as its client reads it (EU VAT art. 226): number, dates, both parties, the
 * lines, the tax per rate with the exemption note where a rate is zero, the instalments and what
 * is left to pay, and the credit notes that corrected it.
 */
export function InvoiceView({
  invoice,
  creditNotePdfUrl,
}: {
  invoice: PublicInvoice;
  /** Where a credit note's PDF opens (CreditNoteLinks). */
  creditNotePdfUrl: (noteId: string) => string;
}) {
  const { content, currency } = invoice;
  const zeroRate =
    invoice.totals.taxes.some((tax) => tax.rateMillionths === 0) ||
    content.lines.some((line) => line.taxes?.some((tax) => tax.rateMillionths === 0));
  const dates = [
    texts.issuedOn(formatDay(invoice.issuedOn)),
    content.supplyOn && texts.supplyOn(formatDay(content.supplyOn)),
    invoice.dueOn && texts.dueOn(formatDay(invoice.dueOn)),
  ].filter((line): line is string => Boolean(line));
  return (
    <DocumentSheet
      title={content.title}
      number={texts.number(invoice.number)}
      status={
        <InvoiceStateBadge state={invoice.status} words={texts.states} tall data-testid="document-status" />
      }
      details={dates.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      seller={invoice.seller}
      buyer={invoice.buyer}
      message={invoice.message}
      notes={content.notes}
      terms={content.terms}
    >
      {content.lines.length === 0 ? (
        <Text c="dimmed">{texts.empty}</Text>
      ) : (
        <LineTable
          lines={content.lines}
          amounts={lineAmounts(invoice)}
          currency={currency}
          caption={documentMessages.lines}
        />
      )}
      <Divider />
      <TotalsTable
        totals={invoice.totals}
        currency={currency}
        pricesIncludeTax={invoice.pricesIncludeTax}
        paid={invoice.status === 'void' ? undefined : invoice}
        heading
        testIds="document"
        words={documentMessages.totals}
      />
      {zeroRate && content.exemptionNote && (
        <Text
          size="sm"
          data-testid="exemption-note"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {content.exemptionNote}
        </Text>
      )}
      <CreditNoteLinks invoice={invoice} pdfUrl={creditNotePdfUrl} />
      <InstalmentList invoice={invoice} label={texts.instalments} heading />
    </DocumentSheet>
  );
}
