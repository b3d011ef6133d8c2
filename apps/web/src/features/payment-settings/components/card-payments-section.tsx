import '@mantine/core/styles/Switch.css';
import { CARD_SURCHARGE_LIMITS, type PaymentSettingsView } from '@focal/contracts/payment-settings';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { useLeaveGuard } from '../../../shared/documents/use-leave-guard';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import { useUpdatePaymentSettings } from '../api/update-payment-settings';
import { paymentSettingsMessages as messages } from '../messages';

const texts = messages.card;
const MAX_PERCENT = CARD_SURCHARGE_LIMITS.maxBasisPoints / 100;

/** The surcharge as the field edits it: a percent with at most two decimals (250 → 2.5). */
const percentOf = (basisPoints: number) => basisPoints / 100;
/** Back to basis points; rounding only drops the float's dust (2.55 × 100 = 254.99…). */
const basisPointsOf = (percent: number) => Math.round(percent * 100);

type Draft = { percent: number | null; tipsEnabled: boolean };
const draftOf = (settings: PaymentSettingsView): Draft => ({
  percent: percentOf(settings.card.surchargeBasisPoints),
  tipsEnabled: settings.card.tipsEnabled,
});

/**
 * "Card payments": the surcharge a card payment bears and the tip switch, saved over the version
 * loaded (a colleague's save since is refused, never overwritten). Leaving with changes asks first.
 */
export function CardPaymentsSection({ settings }: { settings: PaymentSettingsView }) {
  const [saved, setSaved] = useState(settings);
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdatePaymentSettings();
  const tipsHintId = useId();
  const headingId = useId();
  const base = draftOf(saved);
  const dirty = draft.percent !== base.percent || draft.tipsEnabled !== base.tipsEnabled;
  const guard = useLeaveGuard(dirty && !save.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { percent, tipsEnabled } = draft;
    if (percent === null || percent < 0 || percent > MAX_PERCENT) {
      setError(texts.surchargeInvalid);
      return;
    }
    setError(null);
    const body = {
      updatedAt: saved.updatedAt,
      card: { surchargeBasisPoints: basisPointsOf(percent), tipsEnabled },
    };
    save.mutate(body, {
      onSuccess: (answer) => {
        setSaved(answer);
        setDraft(draftOf(answer));
        notifySuccess(messages.saved);
      },
      onError: (failure) =>
        handleApiError(failure, {
          setFieldError: (field, message) => {
            if (field !== 'card.surchargeBasisPoints') return false;
            setError(message);
            return true;
          },
        }),
    });
  };

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      maw={640}
    >
      <Stack gap="lg">
        <Title order={2} size="h4" id={headingId}>
          {texts.title}
        </Title>
        <NumericInput
          label={texts.surcharge}
          description={texts.surchargeHint}
          decimals={2}
          min={0}
          max={MAX_PERCENT}
          step={0.01}
          autoComplete="off"
          maw={240}
          value={draft.percent}
          error={error}
          onChange={(percent) => {
            setError(null);
            setDraft((d) => ({ ...d, percent }));
          }}
        />
        <div>
          {/* The hint apart from the label: Mantine puts a description inside the label, in the name. */}
          <Switch
            label={texts.tips}
            aria-describedby={tipsHintId}
            checked={draft.tipsEnabled}
            onChange={(e) => {
              const tipsEnabled = e.currentTarget.checked;
              setDraft((d) => ({ ...d, tipsEnabled }));
            }}
          />
          <Text id={tipsHintId} size="xs" c="dimmed" mt={4}>
            {texts.tipsHint}
          </Text>
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {messages.save}
          </Button>
        </Group>
      </Stack>
      <LeaveDialog blocker={guard.blocker} text={messages.leaveText} />
    </Paper>
  );
}
