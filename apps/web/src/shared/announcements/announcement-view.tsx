import type { AnnouncementAction } from '@focal/contracts/announcements';
import { Box, Button } from '@mantine/core';
import SanitizedHtml from '../html/sanitized-html';
import classes from './announcement-view.module.css';
import { readableTextColor } from '../ui/readable-text-color';

type Props = {
  html: string;
  /** The variant's first action, the only one the banner shows. */
  action: AnnouncementAction | null;
  label: string;
  /** What the button does; the console's preview passes none, and its button does nothing. */
  onAction?: (action: AnnouncementAction) => void;
};

/**
 * One announcement as the banner draws it: the server's HTML (sanitised again here) and its first
 * action as a button. Shared: the app's banner and the console's preview draw the same thing.
 */
export function AnnouncementView({ html, action, label, onAction }: Props) {
  return (
    <Box role="group" aria-roledescription="slide" aria-label={label} className={classes.item}>
      <SanitizedHtml html={html} className={classes.text} />
      {action && (
        <Button
          size="sm"
          className={classes.action}
          tabIndex={onAction ? undefined : -1}
          styles={{
            root: {
              backgroundColor: action.buttonProperties.backgroundHexColor,
              color: readableTextColor(action.buttonProperties.backgroundHexColor),
            },
          }}
          onClick={() => onAction?.(action)}
        >
          {action.actionName}
        </Button>
      )}
    </Box>
  );
}
