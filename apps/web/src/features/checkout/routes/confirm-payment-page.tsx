import { ErrorCode } from '@focal/contracts/error-codes';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { useConfirmPayment } from '../api/confirm-payment';
import { FramePage } from '../components/frame-page';
import { formatMoney } from '../lib/money';
import { checkoutMessages } from '../messages';
import { closeFrame, postToApp } from '../lib/post-to-app';

const texts = checkoutMessages.confirm;

/**
 * The card holder's confirmation step (spec 01 §4.5), as a card issuer's test 3-D Secure page:
 * completing it confirms the payment intent; failing it closes with no payment intent.
 * `?amount=&currency=` (minor units) say what is being paid, when the page that sent here knew.
 */
export function ConfirmPaymentPage() {
  const params = new URLSearchParams(useLocation().search);
  const paymentIntentId = params.get('paymentIntentId');
  const amount = Number(params.get('amount'));
  const currency = params.get('currency');
  const confirm = useConfirmPayment();
  // After success the frame is closing: the buttons stay as they are until it has gone.
  const busy = confirm.isPending || confirm.isSuccess;

  const fail = () => closeFrame('confirmPaymentClose', { paymentIntent: null });

  const complete = async () => {
    if (!paymentIntentId || busy) return;
    try {
      await confirm.mutateAsync({ paymentIntentId });
      closeFrame('confirmPaymentClose', { paymentIntent: { id: paymentIntentId, status: 'succeeded' } });
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.CardDeclined) {
        postToApp('messageReceived', {
          type: 'error',
          title: error.body.errorTitle,
          text: error.body.errorMessage,
          toast: { code: 'e_8', context: 'stripe' },
        });
        fail();
      } else handleApiError(error);
    }
  };

  return (
    <FramePage title={texts.title} openEvent="confirmPaymentOpen" onClose={fail}>
      <Card withBorder padding="xl" maw={520}>
        {!paymentIntentId ? (
          <Text>{texts.missing}</Text>
        ) : (
          <Stack>
            <Text>{texts.intro}</Text>
            {currency && Number.isFinite(amount) && amount > 0 && (
              <Group justify="space-between">
                <Text>{texts.payment}</Text>
                <Text fw={700}>{formatMoney(amount, currency)}</Text>
              </Group>
            )}
            <Text size="sm" c="dimmed" ff="monospace">
              {paymentIntentId}
            </Text>
            <Group grow wrap="wrap">
              <Button loading={busy} onClick={() => void complete()}>
                {texts.complete}
              </Button>
              <Button variant="default" color="red" disabled={busy} onClick={fail}>
                {texts.fail}
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </FramePage>
  );
}
