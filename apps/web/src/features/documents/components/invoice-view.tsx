import type { InvoiceState } from '@focal/contracts/invoices/api';
import { computeDocument } from '@focal/contracts/money/document';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { TonalChipTheme } from '../../../shared/ui/tonal-chip-colours';
import type { PublicInvoice } from '../api/get-public-document';
import { formatDay } from '../lib/format';
import { documentMessages } from '../messages';
import { InstalmentList } from './instalment-list';
import { LineTable } from './line-table';
import { Parties } from './parties';
import { TextBlock } from './text-block';
import { TotalsTable } from '../../../shared/documents/totals-table';

const texts = documentMessages.invoice;
const themes: Record<InvoiceState, TonalChipTheme> = {
  draft: 'default',
  sent: 'info',
  viewed: 'info',
  'partially-paid': 'warn',
  paid: 'primary',
  overdue: 'danger',
  void: 'default',
};

/** Each line's amount after its own discount; the document's figures are the issued ones (`totals`). */
function lineAmounts({ content, currency, pricesIncludeTax }: PublicInvoice): number[] {
  try {
    return computeDocument({
      currency,
      pricesIncludeTax,
      lines: content.lines,
      discount: content.discount,
    }).lines.map((line) => line.amountMinor - line.lineDiscountMinor);
  } catch {
    return [];
  }
}

/**
 * An issued invoice as its client reads it (EU VAT art. 226): number, dates, both parties, the
 * lines, the tax per rate with the exemption note where a rate is zero, the instalments and what
 * is left to pay.
 */
export function InvoiceView({ invoice }: { invoice: PublicInvoice }) {
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
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="article"
      aria-labelledby="document-title"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="document-title" style={{ overflowWrap: 'anywhere' }}>
            {content.title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {texts.number(invoice.number)}
            </Text>
            <TonalChip
              text={texts.states[invoice.status]}
              theme={themes[invoice.status]}
              tall
              data-testid="document-status"
            />
          </Group>
          {dates.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
        <Parties seller={invoice.seller} buyer={invoice.buyer} />
        <Divider />
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
        <InstalmentList invoice={invoice} />
        {content.notes && <TextBlock title={documentMessages.notes} text={content.notes} />}
        {content.terms && <TextBlock title={documentMessages.terms} text={content.terms} />}
      </Stack>
    </Paper>
  );
}
