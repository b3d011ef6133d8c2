import type { StripeConnection } from '@focal/contracts/stripe-connect';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { leaveAppFor } from '../../../shared/leave-app';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { integerToDecimal } from '../../../shared/format/decimal-text';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryState } from '../../../shared/ui/query-state';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import {
  useDisconnectStripe,
  useRefreshStripeConnection,
  useStripeConnection,
  useStripeOnboarding,
} from '../api/stripe-connection';
import { stripeMessages as texts } from '../stripe-messages';

const THEMES = { pending: 'warn', restricted: 'danger', enabled: 'primary' } as const;

/**
 * "Stripe": where clients' card payments go. On Connect, the owner connects the studio's own
 * Stripe account through Stripe's hosted onboarding and sees its state; back from Stripe
 * (`?stripe=return`) the state is asked of Stripe at once, and an expired link (`?stripe=refresh`)
 * is replaced by a fresh one.
 */
export function StripeSection() {
  const query = useStripeConnection();
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {texts.title}
        </Title>
        <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
          {(connection) => <ConnectionView connection={connection} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function ConnectionView({ connection }: { connection: StripeConnection }) {
  if (connection.mode === 'sandbox') return <Text size="sm">{texts.sandbox}</Text>;
  if (connection.mode === 'own-account')
    return <Text size="sm">{connection.clientsCanPay ? texts.ownAccount : texts.ownAccountOff}</Text>;
  return <ConnectedAccount connection={connection} />;
}

function ConnectedAccount({ connection }: { connection: StripeConnection }) {
  const onboarding = useStripeOnboarding();
  const refresh = useRefreshStripeConnection();
  const disconnect = useDisconnectStripe();
  const [confirming, setConfirming] = useState(false);
  const [params, setParams] = useSearchParams();
  const back = useRef(params.get('stripe'));

  const goToStripe = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => leaveAppFor(url),
      onError: (error) => handleApiError(error),
    });

  // Once, on coming back from Stripe: the state now, or a fresh link for one that expired.
  useEffect(() => {
    const arrived = back.current;
    if (!arrived) return;
    back.current = null;
    setParams((now) => {
      now.delete('stripe');
      return now;
    }, { replace: true });
    if (arrived === 'return') refresh.mutate(undefined, { onError: (error) => handleApiError(error) });
    if (arrived === 'refresh') goToStripe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, for the arrival
  }, []);

  const { state, accountId } = connection;
  const percent = integerToDecimal(connection.applicationFeeBasisPoints, 2);
  return (
    <Stack gap="sm">
      {state ? (
        <>
          <Group gap="sm">
            <TonalChip theme={THEMES[state]} text={texts.states[state]} />
            {accountId && (
              <Text size="sm" c="dimmed">
                {texts.account(accountId)}
              </Text>
            )}
          </Group>
          <Text size="sm">{texts.stateText[state]}</Text>
          {state === 'enabled' && !connection.clientsCanPay && <Text size="sm">{texts.webhookOff}</Text>}
        </>
      ) : (
        <Text size="sm">{texts.notConnected}</Text>
      )}
      {connection.applicationFeeBasisPoints > 0 && (
        <Text size="xs" c="dimmed">
          {texts.fee(percent)}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        {state && (
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {texts.disconnect}
          </Button>
        )}
        {state && state !== 'enabled' && (
          <Button
            variant="default"
            loading={refresh.isPending}
            onClick={() =>
              refresh.mutate(undefined, {
                onSuccess: () => notifySuccess(texts.checked),
                onError: (error) => handleApiError(error),
              })
            }
          >
            {texts.checkAgain}
          </Button>
        )}
        {state !== 'enabled' && (
          <Button loading={onboarding.isPending} onClick={goToStripe}>
            {!state ? texts.connect : state === 'pending' ? texts.continueSetup : texts.updateDetails}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={texts.disconnectTitle}
        text={texts.disconnectText}
        confirmLabel={texts.disconnect}
        danger
        loading={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(texts.disconnected);
            },
            onError: (error) => handleApiError(error),
          })
        }
      />
    </Stack>
  );
}
