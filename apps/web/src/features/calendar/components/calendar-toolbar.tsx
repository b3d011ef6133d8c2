import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus, IconRss } from '../../../shared/ui/icons';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { calendarMessages } from '../messages';
import type { CalendarViewName } from './calendar-grid';

const texts = calendarMessages.toolbar;

/** The views offered: on a phone, three days where a wider screen has the week. */
const viewsFor = (phone: boolean): { value: CalendarViewName; label: string }[] => [
  { value: 'dayGridMonth', label: texts.month },
  phone
    ? { value: 'timeGridThreeDay', label: texts.threeDays }
    : { value: 'timeGridWeek', label: texts.week },
  { value: 'timeGridDay', label: texts.day },
  { value: 'listWeek', label: texts.agenda },
];

type Props = {
  title: string;
  phone: boolean;
  view: CalendarViewName;
  onView: (view: CalendarViewName) => void;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onAdd: () => void;
  onSubscribe: () => void;
};

/** The calendar's controls in Mantine's look: today, previous, next, the range's title and the views. */
export function CalendarToolbar({ title, view, phone, ...on }: Props) {
  return (
    <Group justify="space-between" gap="sm" role="toolbar" aria-label={texts.label}>
      <Group gap="xs">
        <Button variant="default" onClick={on.onToday}>
          {texts.today}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={texts.previous} onClick={on.onPrevious}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={texts.next} onClick={on.onNext}>
          <IconChevronRight size={18} />
        </ActionIcon>
        <Title order={2} size="h4" aria-live="polite">
          {title}
        </Title>
      </Group>
      <Group gap="xs">
        <SegmentedControl
          aria-label={texts.views}
          value={view}
          data={viewsFor(phone)}
          onChange={(value) => on.onView(value as CalendarViewName)}
        />
        <Button variant="default" leftSection={<IconRss size={16} />} onClick={on.onSubscribe}>
          {texts.subscribe}
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={on.onAdd}>
          {texts.add}
        </Button>
      </Group>
    </Group>
  );
}
