import { chosenLines, type QuoteChoice, quoteTotals } from '@focal/contracts/quotes/choice';
import { Alert, Divider, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { PublicQuote } from '../api/get-public-document';
import { formatDay } from '../lib/format';
import { openingChoice } from '../lib/opening-choice';
import { documentMessages } from '../messages';
import { AddOnChoice } from './add-on-choice';
import { LineTable } from './line-table';
import { PackageChoice } from './package-choice';
import { QuoteStatus } from './quote-status';
import { ScheduleList } from './schedule-list';
import { DocumentSheet } from './document-sheet';
import { TotalsTable } from '../../../shared/documents/totals-table';

const texts = documentMessages.quote;

/** The figures for a choice, or null where the money module refuses them. */
function totalsOf(quote: PublicQuote, choice: QuoteChoice | null) {
  try {
    return quoteTotals(
      quote.content,
      { currency: quote.currency, pricesIncludeTax: quote.pricesIncludeTax },
      choice,
    );
  } catch {
    return null;
  }
}

type Props = {
  quote: PublicQuote;
  /** The choice, held by a page that acts on it (the portal's accept); without it, kept here. */
  choice?: QuoteChoice | null;
  onChoiceChange?: (choice: QuoteChoice) => void;
  /** What the client can do with the quote (the portal); without it, how to accept by mail. */
  actions?: ReactNode;
};

/**
 * A quote as its client reads it. A pick-and-choose quote opens at its default choice (or the one
 * accepted, then read-only) and its total and schedules follow the packages and add-ons picked, by
 * the same function the server prices an acceptance with (`quoteTotals`). On /d/{token} accepting
 * is by replying to the studio's mail; the portal passes its own actions.
 */
export function QuoteView({ quote, choice: held, onChoiceChange, actions }: Props) {
  const { content, currency, acceptance } = quote;
  const [own, setOwn] = useState<QuoteChoice | null>(() => openingChoice(quote));
  const choice = held === undefined ? own : held;
  const setChoice = (next: QuoteChoice) => {
    setOwn(next);
    onChoiceChange?.(next);
  };
  const totals = totalsOf(quote, choice);
  const amounts = totals?.lines.map((line) => line.amountMinor - line.lineDiscountMinor) ?? [];
  const open = quote.status === 'sent' || quote.status === 'viewed';
  const choosing = content.kind === 'pick-and-choose' && acceptance === null && choice !== null;

  return (
    <DocumentSheet
      title={content.title}
      number={texts.number(quote.number)}
      status={<QuoteStatus status={quote.status} acceptedAt={acceptance?.acceptedAt ?? null} />}
      details={
        content.expiresOn &&
        acceptance === null && <Text size="sm">{texts.validUntil(formatDay(content.expiresOn))}</Text>
      }
      seller={quote.seller}
      buyer={quote.buyer}
      message={quote.message}
      notes={content.notes}
      terms={content.terms}
    >
      {content.kind === 'pick-and-choose' && choosing && choice ? (
        <>
          <PackageChoice
            content={content}
            currency={currency}
            value={choice.packages}
            onChange={(packages) => setChoice({ ...choice, packages })}
          />
          {content.addOns.length > 0 && (
            <AddOnChoice
              addOns={content.addOns}
              currency={currency}
              value={choice.addOnQuantities}
              onChange={(addOnQuantities) => setChoice({ ...choice, addOnQuantities })}
            />
          )}
        </>
      ) : (
        <Stack gap="xs">
          {content.kind === 'pick-and-choose' && (
            <Text size="sm" c="dimmed">
              {texts.acceptedNote}
            </Text>
          )}
          {chosenLines(content, choice).length === 0 ? (
            <Text c="dimmed">{texts.empty}</Text>
          ) : (
            <LineTable
              lines={chosenLines(content, choice)}
              amounts={amounts}
              currency={currency}
              caption={documentMessages.lines}
            />
          )}
        </Stack>
      )}
      <Divider />
      <TotalsTable
        totals={totals}
        currency={currency}
        pricesIncludeTax={quote.pricesIncludeTax}
        live={choosing}
        heading
        testIds="document"
        words={documentMessages.totals}
      />
      <ScheduleList
        schedules={content.schedules}
        totalMinor={totals?.totalMinor ?? null}
        currency={currency}
        mainDate={quote.mainDate}
        acceptedOn={acceptance ? acceptance.acceptedAt.slice(0, 10) : null}
        chosen={acceptance?.schedule ?? null}
      />
      {actions === undefined
        ? open && (
            <Alert variant="light" color="blue" title={texts.acceptTitle}>
              {texts.accept}
            </Alert>
          )
        : actions}
    </DocumentSheet>
  );
}
