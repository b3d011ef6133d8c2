import {
  computeSchedule,
  type InstalmentDue,
  type PaymentSchedule,
  type ScheduleRule,
} from '@focal/contracts/money/schedule';
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { formatDay } from '../lib/format';
import { documentMessages } from '../messages';

const texts = documentMessages.quote;

type Props = {
  schedules: readonly { name: string; rule: ScheduleRule }[];
  /** The total of the current choice: the instalments follow it. */
  totalMinor: number | null;
  currency: string;
  mainDate: string | null;
  /** The day the quote was accepted (null: not yet, "on acceptance"). */
  acceptedOn: string | null;
  /** The schedule the client chose when accepting. */
  chosen: number | null;
};

/** When an instalment falls due, in words, while its date is not known. */
function whenText(due: InstalmentDue): string {
  if (due.kind === 'on-acceptance') return texts.onAcceptance;
  if (due.kind === 'fixed-date') return formatDay(due.date);
  const unit = due.amount === 1 ? texts.unit[due.unit] : texts.units[due.unit];
  return texts.relative(due.amount, unit, due.direction, texts.anchors[due.anchor]);
}

function computed(
  rule: ScheduleRule,
  context: Parameters<typeof computeSchedule>[1],
): PaymentSchedule | null {
  try {
    return computeSchedule(rule, context);
  } catch {
    return null;
  }
}

/** The payment schedules offered, each instalment's amount and date for the current total. */
export function ScheduleList({ schedules, totalMinor, currency, mainDate, acceptedOn, chosen }: Props) {
  const heading = schedules.length > 1 ? texts.schedulesTwo : texts.schedules;
  return (
    <Stack gap="sm" component="section" aria-labelledby="document-schedules">
      <Title order={3} size="h5" id="document-schedules">
        {heading}
      </Title>
      {schedules.length === 0 && <Text size="sm">{texts.noSchedule}</Text>}
      {schedules.map((schedule, i) => {
        const result =
          totalMinor === null
            ? null
            : computed(schedule.rule, { totalMinor, currency, mainDate, acceptedOn });
        return (
          <Stack key={i} gap={4} component="section" aria-label={schedule.name} data-testid="schedule">
            <Group gap="xs">
              <Title order={4} size="h6">
                {schedule.name}
              </Title>
              {chosen === i && schedules.length > 1 && (
                <TonalChip text={texts.scheduleChosen} theme="primary" />
              )}
            </Group>
            {result?.instalments.map((instalment, j) => (
              <Group key={j} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  {instalment.label && (
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {instalment.label}
                    </Text>
                  )}
                  <Text size="sm" c={instalment.label ? 'dimmed' : undefined}>
                    {instalment.dueOn ? formatDay(instalment.dueOn) : whenText(instalment.due)}
                  </Text>
                </div>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatMoney(instalment.amountMinor, currency)}
                </Text>
              </Group>
            ))}
          </Stack>
        );
      })}
      {mainDate && schedules.length > 0 && (
        <Text size="xs" c="dimmed">
          {texts.mainDate(formatDay(mainDate))}
        </Text>
      )}
    </Stack>
  );
}
