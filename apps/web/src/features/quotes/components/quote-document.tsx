import { type QuoteChoice, quoteTotals } from '@focal/contracts/quotes/choice';
import type { QuoteContent } from '@focal/contracts/quotes/content';
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { itemText, quantityText } from '../../../shared/documents/amounts';
import { formatDay } from '../lib/format';
import { quotesMessages } from '../messages';
import { Entry } from '../../../shared/documents/entry';
import { ScheduleView } from './schedule-view';
import { type TotalsFigures, TotalsTable } from '../../../shared/documents/totals-table';

const texts = quotesMessages.view;

type Props = {
  content: QuoteContent;
  totals: TotalsFigures;
  currency: string;
  pricesIncludeTax: boolean;
  mainDate: string | null;
  /** The client's accepted choice and schedule, when it was accepted. */
  accepted?: { choice: QuoteChoice | null; schedule: number | null; on: string } | null;
};

/** The quote as the client reads it: its lines or packages and add-ons, totals, schedules, notes and terms. */
export function QuoteDocument({ content, totals, currency, pricesIncludeTax, mainDate, accepted }: Props) {
  const money = (minor: number) => formatMoney(minor, currency);
  const choice = accepted?.choice ?? null;
  const lineAmounts = lineAmountsOf(content, currency, pricesIncludeTax);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="article" aria-label={content.title}>
      <Stack gap="md">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {content.title}
        </Title>
        {content.kind === 'fixed' ? (
          content.lines.length === 0 ? (
            <Text c="dimmed">{texts.empty}</Text>
          ) : (
            <Stack gap="sm">
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
                  amount={money(lineAmounts[i] ?? 0)}
                />
              ))}
            </Stack>
          )
        ) : (
          <>
            <Stack gap="sm" component="section" aria-label={texts.packages}>
              <Text fw={700}>{texts.packages}</Text>
              <Text size="sm" c="dimmed">
                {texts.pick(content.picks.min, content.picks.max)}
              </Text>
              {content.packages.length === 0 && <Text c="dimmed">{texts.emptyPackages}</Text>}
              {content.packages.map((pkg, i) => (
                <Entry
                  key={i}
                  name={choice?.packages.includes(i) ? `${pkg.name} · ${texts.chosen}` : pkg.name}
                  detail={[pkg.description, ...pkg.items.map(itemText)].filter(Boolean).join('\n')}
                  amount={money(pkg.priceMinor)}
                  muted={choice !== null && !choice.packages.includes(i)}
                />
              ))}
            </Stack>
            {content.addOns.length > 0 && (
              <Stack gap="sm" component="section" aria-label={texts.addOns}>
                <Text fw={700}>{texts.addOns}</Text>
                {content.addOns.map((addOn, i) => (
                  <Entry
                    key={i}
                    name={choice ? `${choice.addOnQuantities[i] ?? 0} × ${addOn.name}` : addOn.name}
                    detail={[addOn.description, texts.addOnRange(addOn.minQuantity, addOn.maxQuantity)]
                      .filter(Boolean)
                      .join('\n')}
                    amount={money(addOn.unitPriceMinor)}
                    muted={choice !== null && (choice.addOnQuantities[i] ?? 0) === 0}
                  />
                ))}
              </Stack>
            )}
          </>
        )}
        <Divider />
        <TotalsTable
          totals={totals}
          currency={currency}
          pricesIncludeTax={pricesIncludeTax}
          taxableOn={false}
          testIds="quote"
        />
        <Stack
          gap="xs"
          component="section"
          aria-label={content.schedules.length > 1 ? texts.schedulesTwo : texts.schedules}
        >
          <Text fw={700}>{content.schedules.length > 1 ? texts.schedulesTwo : texts.schedules}</Text>
          {content.schedules.length === 0 && <Text size="sm">{texts.noSchedule}</Text>}
          {content.schedules.map((schedule, i) => (
            <ScheduleView
              key={i}
              schedule={schedule}
              totalMinor={totals.totalMinor}
              currency={currency}
              mainDate={mainDate}
              acceptedOn={accepted?.on ?? null}
              chosen={accepted?.schedule === i && content.schedules.length > 1}
            />
          ))}
          <Text size="xs" c="dimmed">
            {texts.mainDate(mainDate && formatDay(mainDate))}
          </Text>
        </Stack>
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

/** Each line's amount after its own discount, as the money module computes it. */
function lineAmountsOf(content: QuoteContent, currency: string, pricesIncludeTax: boolean): number[] {
  if (content.kind !== 'fixed') return [];
  try {
    return quoteTotals(content, { currency, pricesIncludeTax }).lines.map(
      (l) => l.amountMinor - l.lineDiscountMinor,
    );
  } catch {
    return [];
  }
}
