import { Box, Group, Stack, VisuallyHidden } from '@mantine/core';
import { Html } from '../html/lazy-html';
import { IconCheck } from './icons';

/** One line of a check-list; the server's states are passed through, only 'COMPLETED' is told apart. */
export type CheckListItem = { state: string; textHtml: string };

const texts = { completed: 'Done' };
const ICON_SIZE = 18;
// A graphic needs 3:1 against white (WCAG 1.4.11); teal's shade 8 gives about 3.9:1.
const ICON_COLOUR = 'var(--mantine-color-teal-8)';

/**
 * A check-list display (spec 02 §3): an optional HTML message above items whose HTML text is shown;
 * only a completed item is distinguished, by a check icon (and "Done" for screen readers). All the
 * HTML is sanitised with DOMPurify (shared/html) before it reaches the page.
 */
export function CheckList({ messageHTML, items }: { messageHTML?: string | null; items: CheckListItem[] }) {
  return (
    <Stack gap="sm">
      {messageHTML && <Html html={messageHTML} />}
      {items.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => {
            const done = item.state === 'COMPLETED';
            return (
              <Group
                component="li"
                key={index}
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                data-state={item.state}
              >
                {/* An empty box as wide as the icon keeps every item's text on one edge. */}
                <Box w={ICON_SIZE} h={ICON_SIZE} style={{ flexShrink: 0 }}>
                  {done && <IconCheck size={ICON_SIZE} color={ICON_COLOUR} aria-hidden data-check />}
                </Box>
                {done && <VisuallyHidden>{texts.completed}: </VisuallyHidden>}
                <Html html={item.textHtml} component="span" />
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
