import {
  SYSTEM_NOTIFICATION_ACTIONS,
  type SystemNotificationActionType,
} from '@focal/contracts/system-notification-constants';
import type { SystemNotificationEvent } from '@focal/contracts/system-notifications';
import { VisuallyHidden } from '@mantine/core';
import SanitizedHtml from '../../../shared/html/sanitized-html';
import { NotificationBarView } from '../../../shared/system-notifications/notification-bar-view';
import { NotificationIcon } from '../../../shared/system-notifications/notification-icon';
import { systemNotificationMessages as texts } from '../messages';

type Props = {
  event: SystemNotificationEvent;
  position: { index: number; count: number };
  onAction: (event: SystemNotificationEvent, type: SystemNotificationActionType) => void;
};

const HEX = /^#[0-9a-fA-F]{6}$/;
// The console refuses other values; an answer that still carries one falls back to the theme.
const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/**
 * One event in the bar (spec 01 §3 "Event"): its icon, its message (the server's HTML, sanitised
 * again here) in its colours, and a button per action it has, in the contract's order.
 */
export default function NotificationBar({ event, position, onAction }: Props) {
  const { style } = event.properties;
  const text = colour(style.text.hexColor, 'var(--mantine-color-white)');
  const background = colour(style.background.hexColor, 'var(--mantine-primary-color-filled)');
  const types = SYSTEM_NOTIFICATION_ACTIONS.filter((type) => event.actions[type]);
  return (
    <NotificationBarView
      root={{ component: 'section', 'aria-label': texts.region, 'data-event-id': event.eventID }}
      background={background}
      text={text}
      icon={event.messageIcon && <NotificationIcon icon={event.messageIcon} />}
      lead={
        position.count > 1 && (
          <VisuallyHidden>{texts.position(position.index + 1, position.count)}: </VisuallyHidden>
        )
      }
      message={(className) => <SanitizedHtml html={event.messageHTML} className={className} />}
      buttons={types.map((type) => {
        const action = event.actions[type]!;
        return {
          key: type,
          label: action.actionName,
          icon: action.buttonIcon && <NotificationIcon icon={action.buttonIcon} />,
          onClick: () => onAction(event, type),
        };
      })}
    />
  );
}
