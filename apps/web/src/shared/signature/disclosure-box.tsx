import { ScrollArea, Stack, Text } from '@mantine/core';

/**
 * The consent disclosure a signer reads before ticking consent, under its title, in a box that
 * scrolls when it is longer: a region the keyboard reaches and scrolls too (axe:
 * scrollable-region-focusable), on the portal's signing panel and in the studio's signing dialog.
 */
export function DisclosureBox({
  title,
  text,
  maxHeight,
}: {
  title: string;
  text: string;
  maxHeight: number;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600}>{title}</Text>
      <ScrollArea.Autosize
        mah={maxHeight}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': title }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      </ScrollArea.Autosize>
    </Stack>
  );
}
