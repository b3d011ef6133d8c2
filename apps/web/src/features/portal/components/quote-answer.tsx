import { useState } from 'react';
import { openingChoice, type PublicQuote, QuoteView } from '../../documents';
import { QuoteActions } from './quote-actions';

type Props = { quote: PublicQuote; id: string; onReload: () => void };

/**
 * The documents feature's view of the quote, with the client's choice held here so that accepting
 * sends the packages and add-ons picked. Its page mounts it anew for each version and state.
 */
export function QuoteAnswer({ quote, id, onReload }: Props) {
  const [choice, setChoice] = useState(() => openingChoice(quote));
  return (
    <QuoteView
      quote={quote}
      choice={choice}
      onChoiceChange={setChoice}
      actions={<QuoteActions quote={quote} choice={choice} id={id} onReload={onReload} />}
    />
  );
}
