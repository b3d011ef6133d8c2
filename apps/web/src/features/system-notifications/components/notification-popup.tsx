import type { PopupContent } from '@focal/contracts/system-notifications';
import { Box, Center, Group, Modal, Stack, VisuallyHidden } from '@mantine/core';
import SanitizedHtml from '../../../shared/html/sanitized-html';
import { CheckIcon } from '../../../shared/response-extras/icons';
import { ModalButtons } from '../../../shared/response-extras/success-modal';
import { NotificationIcon } from '../../../shared/system-notifications/notification-icon';
import { systemNotificationMessages as texts } from '../messages';

type Props = { content: PopupContent; onClose: () => void };

/** Spec 02 §3 "Check-list display": only a completed item is distinguished, by a check icon. */
function Checklist({ items }: { items: NonNullable<PopupContent['checkListField']>['items'] }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => {
        const done = item.state === 'COMPLETED';
        return (
          <Group component="li" key={index} gap="sm" wrap="nowrap" data-state={item.state}>
            {/* The same width either way, so the texts line up. */}
            <Box w={18} style={{ flexShrink: 0, display: 'flex' }}>
              {done && <CheckIcon />}
            </Box>
            <VisuallyHidden>{done ? texts.completed : texts.notCompleted}: </VisuallyHidden>
            <SanitizedHtml html={item.textHtml} component="span" />
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * An event's popup (spec 01 §3 "Popup content"): a dialog with its title, icon, message, checklist
 * and the success modal's buttons. Every way out (a button that dismisses, the close button,
 * Escape, a click outside) is a close, which the caller turns into the popup's dismissal.
 */
export default function NotificationPopup({ content, onClose }: Props) {
  const items = content.checkListField?.items ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={content.title}
      centered
      closeButtonProps={{ 'aria-label': texts.closePopup }}
    >
      <Stack gap="md">
        {content.icon && (
          <Center>
            <NotificationIcon icon={content.icon} size={48} />
          </Center>
        )}
        {content.messageHTML && <SanitizedHtml html={content.messageHTML} />}
        {items.length > 0 && <Checklist items={items} />}
        <ModalButtons buttons={content.buttons?.items ?? []} close={onClose} />
      </Stack>
    </Modal>
  );
}
