import type { Invoice } from '@focal/contracts/invoices/api';
import { Divider, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { lineAmounts, quantityText } from '../../../shared/documents/amounts';
import { formatDay } from '../lib/format';
import { invoicesMessages } from '../messages';
import { Entry } from '../../../shared/documents/entry';
import { InstalmentList } from '../../../shared/documents/instalment-list';
import { Parties } from '../../../shared/documents/parties';
import { TotalsTable } from '../../../shared/documents/totals-table';

const texts = invoicesMessages.view;

/**
 * The invoice as the client reads it: both parties (copied when it was sent), its dates, lines,
 * the totals with the tax per rate and the exemption note, the instalments, notes and terms.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { content, currency } = invoice;
  const money = (minor: number) => formatMoney(minor, currency);
  const amounts = lineAmounts(invoice);
  const zeroRate = content.lines.some((line) => line.taxes?.some((tax) => tax.rateMillionths === 0));
  const dates = [
    invoice.issuedOn ? texts.issuedOn(formatDay(invoice.issuedOn)) : texts.notIssued,
    content.supplyOn && texts.supplyOn(formatDay(content.supplyOn)),
    invoice.dueOn && texts.dueOn(formatDay(invoice.dueOn)),
  ].filter(Boolean);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="article" aria-label={content.title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {content.title}
          </Text>
          <Text size="sm" c="dimmed">
            {texts.job}: {invoice.jobName}
          </Text>
          {dates.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
        {invoice.seller && invoice.buyer ? (
          <Parties seller={invoice.seller} buyer={invoice.buyer} />
        ) : (
          <Text size="sm" c="dimmed">
            {texts.partiesLater}
          </Text>
        )}
        <Divider />
        {content.lines.length === 0 ? (
          <Text c="dimmed">{texts.empty}</Text>
        ) : (
          <Stack gap="sm" component="section" aria-label={invoicesMessages.editor.lines}>
            {content.lines.map((line, i) => (
              <Entry
                key={i}
                name={line.name}
                detail={[
                  line.description,
                  `${quantityText(line.quantityThousandths)} × ${money(line.unitPriceMinor)}`,
                ]
                  .filter(Boolean)
                  .join('\n')}
                amount={money(amounts[i] ?? 0)}
              />
            ))}
          </Stack>
        )}
        <Divider />
        <TotalsTable
          totals={invoice.totals}
          currency={currency}
          pricesIncludeTax={invoice.pricesIncludeTax}
          paid={invoice.status === 'draft' ? undefined : invoice}
          testIds="invoice"
        />
        {zeroRate && content.exemptionNote && (
          <Text size="sm" data-testid="exemption-note" style={{ whiteSpace: 'pre-line' }}>
            {content.exemptionNote}
          </Text>
        )}
        <InstalmentList invoice={invoice} label={texts.instalments} />
        {content.notes && <TextBlock title={texts.notes} text={content.notes} />}
        {content.terms && <TextBlock title={texts.terms} text={content.terms} />}
      </Stack>
    </Paper>
  );
}

const TextBlock = ({ title, text }: { title: string; text: string }) => (
  <Stack gap={4} component="section" aria-label={title}>
    <Text fw={700}>{title}</Text>
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  </Stack>
);
