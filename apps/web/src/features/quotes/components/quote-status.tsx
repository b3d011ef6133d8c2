import type { Quote } from '@focal/contracts/quotes/api';
import { Stack, Text } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateInZone } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { formatDay } from '../lib/format';
import { quotesMessages } from '../messages';

const texts = quotesMessages.view;

/** What became of the quote: sent, accepted (by whom, for how much), declined (why), its expiry. */
export function QuoteStatus({ quote }: { quote: Quote }) {
  const timeZone = useBootstrap().authorizedCompany.timeZone;
  const day = (iso: string) => formatDateInZone(iso, timeZone);
  const lines: string[] = [];
  if (quote.sentAt) lines.push(texts.sentOn(day(quote.sentAt)));
  if (quote.content.expiresOn && quote.status !== 'accepted')
    lines.push(texts.expires(formatDay(quote.content.expiresOn)));
  if (quote.acceptance)
    lines.push(
      texts.acceptedOn(day(quote.acceptance.acceptedAt), quote.acceptance.byName),
      `${texts.acceptedTotal}: ${formatMoney(quote.acceptance.totalMinor, quote.currency)}`,
    );
  if (quote.declinedAt) lines.push(texts.declinedOn(day(quote.declinedAt)));
  if (quote.declineReason) lines.push(`${texts.declineReason}: ${quote.declineReason}`);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}
