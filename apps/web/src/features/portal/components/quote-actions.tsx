import { ErrorCode } from '@focal/contracts/error-codes';
import { DECLINE_REASON_MAX } from '@focal/contracts/quotes/limits';
import type { QuoteChoice } from '@focal/contracts/quotes/choice';
import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { StaleNotice } from '../../../shared/documents/stale-notice';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { loadOnApproach } from '../../../shared/ui/lazy-menu';
import type { PublicQuote } from '../../documents';
import { useAcceptQuote, useDeclineQuote } from '../api/answer-quote';
import { canAcceptWith, chosenTotal, isOpen } from '../lib/quote-answer';
import { portalMessages } from '../messages';
import { usePortalScope } from './portal-scope';

const texts = portalMessages.quote;
const declineTexts = {
  title: texts.declineTitle,
  reason: texts.declineReason,
  hint: texts.declineReasonHint,
  confirm: texts.declineConfirm,
};

// The dialogs (Mantine's modal and its focus handling) load when first asked for, not with the page;
// the buttons start the download on hover or focus, before the click.
const loadAccept = () => import('./accept-dialog');
const loadDecline = () => import('./decline-dialog');
const AcceptDialog = lazy(() => loadAccept().then((m) => ({ default: m.AcceptDialog })));
const DeclineDialog = lazy(() => loadDecline().then((m) => ({ default: m.DeclineDialog })));

type Props = {
  quote: PublicQuote;
  /** The client's choice in the view (null for a fixed quote). */
  choice: QuoteChoice | null;
  id: string;
  /** Loads the quote again (after the studio sent a newer version). */
  onReload: () => void;
};

/**
 * Accept or decline, while the quote is open. Both answer the version read: a newer one sent since
 * is StaleVersion, shown with the way to reload it. The studio's preview shows them disabled.
 */
export function QuoteActions({ quote, choice, id, onReload }: Props) {
  const scope = usePortalScope();
  const accept = useAcceptQuote(scope, id);
  const decline = useDeclineQuote(scope, id);
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null);
  const [stale, setStale] = useState<{ title: string; message: string } | null>(null);
  if (!isOpen(quote)) return null;

  const handlers = {
    onSuccess: () => setDialog(null),
    onError: (error: Error) => {
      setDialog(null);
      if (isApiError(error) && error.code === ErrorCode.StaleVersion)
        setStale({ title: error.body.errorTitle, message: error.body.errorMessage });
      else handleApiError(error);
    },
  };
  const reload = () => {
    setStale(null);
    onReload();
  };

  if (stale) return <StaleNotice notice={stale} reload={texts.reload} onReload={reload} />;
  const locked = Boolean(scope.preview);
  return (
    <Stack gap="xs">
      <Group gap="sm" grow preventGrowOverflow={false}>
        <Button
          size="md"
          disabled={locked || !canAcceptWith(quote, choice)}
          onClick={() => setDialog('accept')}
          {...loadOnApproach(loadAccept)}
        >
          {texts.accept}
        </Button>
        <Button
          size="md"
          variant="default"
          disabled={locked}
          onClick={() => setDialog('decline')}
          {...loadOnApproach(loadDecline)}
        >
          {texts.decline}
        </Button>
      </Group>
      {locked && (
        <Text size="sm" c="dimmed">
          {texts.previewNote}
        </Text>
      )}
      <Suspense fallback={null}>
        {dialog === 'accept' && (
          <AcceptDialog
            quote={quote}
            totalMinor={chosenTotal(quote, choice)}
            loading={accept.isPending}
            onClose={() => setDialog(null)}
            onAccept={(schedule) => accept.mutate({ version: quote.version, choice, schedule }, handlers)}
          />
        )}
        {dialog === 'decline' && (
          <DeclineDialog
            texts={declineTexts}
            maxLength={DECLINE_REASON_MAX}
            loading={decline.isPending}
            onClose={() => setDialog(null)}
            onDecline={(reason) => decline.mutate({ version: quote.version, reason }, handlers)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
