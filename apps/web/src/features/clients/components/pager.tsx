import { Button, Group, Text } from '@mantine/core';
import { clientsMessages as texts } from '../messages';

type Props = { page: number; onPrevious: (() => void) | undefined; onNext: (() => void) | undefined };

/** Keyset paging: Previous and Next, and the page's number (the total is not counted: a count of 100,000 filtered rows costs what a page should not). */
export function Pager({ page, onPrevious, onNext }: Props) {
  if (!onPrevious && !onNext) return null;
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onPrevious} disabled={!onPrevious}>
        {texts.previous}
      </Button>
      <Text size="sm" c="dimmed">
        {texts.pageOf(page)}
      </Text>
      <Button variant="default" onClick={onNext} disabled={!onNext}>
        {texts.next}
      </Button>
    </Group>
  );
}
