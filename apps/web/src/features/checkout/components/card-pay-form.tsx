import { ErrorCode } from '@focal/contracts/error-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { type CardFormValues, cardFormSchema, emptyCard, toCard } from '../lib/card-form';
import { isDefinitive, useIdempotencyKey } from '../lib/idempotency';
import { checkoutMessages } from '../messages';
import { postToApp } from '../lib/post-to-app';
import { CardFields } from './card-fields';
import { TestCardsNote } from './test-cards-note';

const texts = checkoutMessages.checkout;
const PROMO_ERRORS = new Set<string>([ErrorCode.PromoCodeUnknown, ErrorCode.PromoCodeExpired]);

type Props<R> = {
  /** The button's words, e.g. 'Pay $39.00'. */
  submitLabel: string;
  title?: string;
  /** Sends the card with this attempt's key (the page's mutation, from the feature's api/). */
  pay: (card: ReturnType<typeof toCard>, idempotencyKey: string) => Promise<R>;
  /** That mutation is on its way: the fields and the button wait. */
  paying: boolean;
  onResult: (result: R) => void;
  /** A promo code the server refused while paying: the summary shows why. */
  onPromoProblem?: (message: string) => void;
  /** Instead of the inline message and the e_8 toast, when the page does something else. */
  onDeclined?: (message: string) => void;
};

/**
 * The sandbox's card form and the payment attempt: one key until a definitive answer, one request
 * at a time. A declined card keeps the form, says why here and asks the app for the e_8 toast.
 */
export function CardPayForm<R>(props: Props<R>) {
  const { submitLabel, title = texts.card, pay, paying, onResult, onPromoProblem, onDeclined } = props;
  const form = useForm<CardFormValues>({ resolver: zodResolver(cardFormSchema), defaultValues: emptyCard });
  const key = useIdempotencyKey();
  // Set in the same tick as the click, before the mutation's pending state has rendered.
  const inFlight = useRef(false);
  const [declined, setDeclined] = useState<{ title: string; message: string } | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    // A second click while the first is on its way sends nothing (the key would pay once anyway).
    if (inFlight.current) return;
    inFlight.current = true;
    setDeclined(null);
    try {
      const result = await pay(toCard(values), key.current());
      key.next();
      onResult(result);
    } catch (error) {
      if (isDefinitive(error)) key.next();
      if (isApiError(error) && error.code === ErrorCode.CardDeclined && onDeclined) {
        onDeclined(error.body.errorMessage);
      } else if (isApiError(error) && error.code === ErrorCode.CardDeclined) {
        const { errorTitle, errorMessage } = error.body;
        setDeclined({ title: errorTitle, message: errorMessage });
        postToApp('messageReceived', {
          type: 'error',
          title: errorTitle,
          text: errorMessage,
          toast: { code: 'e_8', context: 'stripe' },
        });
      } else if (isApiError(error) && PROMO_ERRORS.has(error.code) && onPromoProblem) {
        onPromoProblem(error.body.errorMessage);
      } else {
        handleApiError(error);
      }
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="card-form-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="card-form-title">
            {title}
          </Title>
          {declined && (
            <Alert color="red" title={declined.title} role="alert">
              {declined.message}
            </Alert>
          )}
          <CardFields form={form} disabled={paying} />
          <TestCardsNote />
          <Button type="submit" size="md" loading={paying} disabled={paying} fullWidth>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
