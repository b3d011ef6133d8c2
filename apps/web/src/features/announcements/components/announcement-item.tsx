import { Box, Button } from '@mantine/core';
import SanitizedHtml from '../../../shared/html/sanitized-html';
import type { ShownAnnouncement } from '../lib/pick-announcements';
import { readableTextColor } from '../lib/readable-text-color';
import { runAnnouncementAction } from '../lib/run-action';
import classes from './announcements.module.css';

type Props = { item: ShownAnnouncement; label: string };

/** One announcement: the server's HTML (sanitised again here) and its first action as a button. */
export function AnnouncementItem({ item, label }: Props) {
  const { action } = item;
  return (
    <Box role="group" aria-roledescription="slide" aria-label={label} className={classes.item}>
      <SanitizedHtml html={item.html} className={classes.text} />
      {action && (
        <Button
          size="sm"
          className={classes.action}
          styles={{
            root: {
              backgroundColor: action.buttonProperties.backgroundHexColor,
              color: readableTextColor(action.buttonProperties.backgroundHexColor),
            },
          }}
          onClick={() => runAnnouncementAction(action)}
        >
          {action.actionName}
        </Button>
      )}
    </Box>
  );
}
