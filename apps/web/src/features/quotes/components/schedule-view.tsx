import { computeSchedule } from '@focal/contracts/money/schedule';
import type { ScheduleRule } from '@focal/contracts/money/schedule-rule';
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { formatDay } from '../lib/format';
import { quotesMessages } from '../messages';

const texts = quotesMessages.view;
const editorTexts = quotesMessages.editor;

type Props = {
  schedule: { name: string; rule: ScheduleRule };
  totalMinor: number;
  currency: string;
  mainDate: string | null;
  acceptedOn: string | null;
  chosen?: boolean;
};

/** A schedule's instalments with their amounts and dates for this total (`computeSchedule`). */
export function ScheduleView({ schedule, totalMinor, currency, mainDate, acceptedOn, chosen }: Props) {
  let computed: ReturnType<typeof computeSchedule> | null = null;
  try {
    computed = computeSchedule(schedule.rule, { totalMinor, currency, mainDate, acceptedOn });
  } catch {
    computed = null;
  }
  return (
    <Stack gap={4} component="section" aria-label={schedule.name}>
      <Text fw={600} size="sm">
        {schedule.name}
        {chosen && ` · ${texts.chosen}`}
      </Text>
      {computed?.instalments.map((instalment, i) => (
        <Group key={i} justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{instalment.dueOn ? formatDay(instalment.dueOn) : whenText(instalment.due)}</Text>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(instalment.amountMinor, currency)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A date not known yet, in words: "14 days before the main date", "On acceptance". */
function whenText(due: ScheduleRule['instalments'][number]['due']): string {
  if (due.kind === 'on-acceptance') return editorTexts.dueKinds['on-acceptance'];
  if (due.kind === 'fixed-date') return formatDay(due.date);
  const anchor = editorTexts.anchors[due.anchor].toLowerCase();
  return `${due.amount} ${editorTexts.units[due.unit].toLowerCase()} ${due.direction} ${anchor}`;
}
