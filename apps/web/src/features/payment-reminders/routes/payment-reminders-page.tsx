import '@mantine/core/styles/Switch.css';
import {
  paymentReminderSettingsSchema,
  type PaymentReminderSettings,
} from '@focal/contracts/payment-reminders';
import { Anchor, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { useLeaveGuard } from '../../../shared/documents/use-leave-guard';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { SETTINGS_PATH } from '../../../shared/paths';
import { notifyError, notifySuccess } from '../../../shared/toasts/toasts';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useReminderSettings } from '../api/get-reminder-settings';
import { useUpdateReminderSettings } from '../api/update-reminder-settings';
import { DayChips } from '../components/day-chips';
import { paymentRemindersMessages as texts } from '../messages';

/** The days a studio is likely to want; a day saved otherwise is offered beside them. */
const OFFERED_BEFORE = [0, 1, 2, 3, 5, 7, 10, 14, 21, 30];
const OFFERED_AFTER = [1, 2, 3, 5, 7, 10, 14, 21, 30, 60];
type DaysField = 'daysBefore' | 'daysAfter';
const isDaysField = (field: string): field is DaysField => field === 'daysBefore' || field === 'daysAfter';
/** What the form changes (the version aside): the days are kept in ascending order, so they compare as lists. */
const sameSettings = (a: PaymentReminderSettings, b: PaymentReminderSettings) =>
  a.enabled === b.enabled &&
  a.daysBefore.join() === b.daysBefore.join() &&
  a.daysAfter.join() === b.daysAfter.join();

/** /settings/payment-reminders: the switch and the days before and after an instalment's due day. */
export function PaymentRemindersPage() {
  const query = useReminderSettings();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={SETTINGS_PATH} size="sm">
        {texts.backToSettings}
      </Anchor>
      <PageHeader title={texts.title} description={texts.description} />
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(settings) => <RemindersForm settings={settings} />}
      </QueryState>
    </Stack>
  );
}

/** The form; leaving it with changes not saved asks first. */
function RemindersForm({ settings }: { settings: PaymentReminderSettings }) {
  const [saved, setSaved] = useState(settings);
  const [draft, setDraft] = useState(settings);
  const [errors, setErrors] = useState<Partial<Record<DaysField, string>>>({});
  const save = useUpdateReminderSettings();
  const guard = useLeaveGuard(!sameSettings(draft, saved) && !save.isPending);
  const hintId = useId();
  const setDays = (field: DaysField) => (days: number[]) => setDraft((d) => ({ ...d, [field]: days }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = paymentReminderSettingsSchema.safeParse(draft);
    if (!checked.success) {
      const found: Partial<Record<DaysField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        if (isDaysField(field)) found[field] ??= issue.message;
      }
      setErrors(found);
      notifyError(texts.invalid);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        setSaved(answer);
        setDraft(answer);
        notifySuccess(texts.saved);
      },
      onError: (error) =>
        handleApiError(error, {
          setFieldError: (field, message) => {
            const key = field.split('.')[0]!;
            if (!isDaysField(key)) return false;
            setErrors((e) => ({ ...e, [key]: message }));
            return true;
          },
        }),
    });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={texts.title} maw={640}>
      <Stack gap="lg">
        <div>
          {/* The hint apart from the label: Mantine puts a description inside the label, in the name. */}
          <Switch
            label={texts.enabled}
            aria-describedby={hintId}
            checked={draft.enabled}
            onChange={(e) => {
              const enabled = e.currentTarget.checked;
              setDraft((d) => ({ ...d, enabled }));
            }}
          />
          <Text id={hintId} size="xs" c="dimmed" mt={4}>
            {texts.enabledHint}
          </Text>
        </div>
        <DayChips
          legend={texts.daysBefore}
          description={texts.daysBeforeHint}
          offered={OFFERED_BEFORE}
          value={draft.daysBefore}
          error={errors.daysBefore}
          dayLabel={texts.dayBefore}
          onChange={setDays('daysBefore')}
        />
        <DayChips
          legend={texts.daysAfter}
          description={texts.daysAfterHint}
          offered={OFFERED_AFTER}
          value={draft.daysAfter}
          error={errors.daysAfter}
          dayLabel={texts.dayAfter}
          onChange={setDays('daysAfter')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
      <LeaveDialog blocker={guard.blocker} text={texts.leaveText} />
    </Paper>
  );
}
