import { Box, Button } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './notification-bar.module.css';

type BarButton = {
  key: string;
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  tabIndex?: number;
};

type Props = {
  /** The colours, already checked (the bar's fallbacks differ from the preview's). */
  background: string;
  text: string;
  icon: ReactNode;
  /** Before the message; only a screen reader's (the event's position among several). */
  lead?: ReactNode;
  /** Draws the message with the class that gives it the bar's look. */
  message: (className: string | undefined) => ReactNode;
  buttons: BarButton[];
  /** The root: a named region in the app; a plain box in the console's preview. */
  root: {
    component: 'section' | 'div';
    'aria-label'?: string;
    'data-event-id'?: string;
    'data-testid'?: string;
  };
  style?: CSSProperties;
};

/**
 * How a system notification's bar looks (spec 01 §3 "Event"): its icon, its message and a button per
 * action, in the event's colours; on a phone (≤ 991 px) the buttons wrap under the text. The app's
 * bar and the console's preview both draw it.
 */
export function NotificationBarView({ background, text, icon, lead, message, buttons, root, style }: Props) {
  return (
    <Box {...root} className={classes.bar} style={{ backgroundColor: background, color: text, ...style }}>
      <div className={classes.content}>
        {icon}
        {lead}
        {message(classes.message)}
        {buttons.length > 0 && (
          <div className={classes.actions}>
            {buttons.map((button) => (
              <Button
                key={button.key}
                size="compact-sm"
                variant="outline"
                tabIndex={button.tabIndex}
                leftSection={button.icon}
                styles={{ root: { color: text, borderColor: text } }}
                onClick={button.onClick}
              >
                {button.label}
              </Button>
            ))}
          </div>
        )}
      </div>
    </Box>
  );
}
