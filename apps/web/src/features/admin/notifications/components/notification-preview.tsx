import {
  SYSTEM_NOTIFICATION_ACTIONS,
  type SystemNotificationIcon,
} from '@focal/contracts/system-notification-constants';
import { Box, Button, Card, Center, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { Html } from '../../../../shared/html/lazy-html';
import { CheckIcon } from '../../../../shared/response-extras/icons';
import { BUTTON_VARIANTS } from '../../../../shared/response-extras/success-modal';
import { NotificationBarView } from '../../../../shared/system-notifications/notification-bar-view';
import { NotificationIcon } from '../../../../shared/system-notifications/notification-icon';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages } from '../messages';

const texts = notificationMessages.form;
const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
const icon = (value: SystemNotificationIcon | '') => (value ? <NotificationIcon icon={value} /> : null);

function BarPreview({ values }: { values: NotificationFormValues }) {
  const background = colour(values.backgroundHexColor, '#1864ab');
  const text = colour(values.textHexColor, '#ffffff');
  const actions = SYSTEM_NOTIFICATION_ACTIONS.filter((type) => values.actions[type].enabled);
  return (
    <NotificationBarView
      root={{ component: 'div', 'data-testid': 'notification-bar-preview' }}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      background={background}
      text={text}
      icon={icon(values.messageIcon)}
      message={(className) =>
        values.messageHtml ? (
          <Html html={values.messageHtml} className={className} />
        ) : (
          <Text size="sm" fs="italic" className={className}>
            {texts.previewEmpty}
          </Text>
        )
      }
      buttons={actions.map((type) => {
        const { actionName, buttonIcon } = values.actions[type];
        // Only a picture of the bar: its buttons take no focus.
        return { key: type, label: actionName || texts.unnamedButton, icon: icon(buttonIcon), tabIndex: -1 };
      })}
    />
  );
}

function PopupPreview({ popup }: { popup: NotificationFormValues['popup'] }) {
  return (
    <Card withBorder shadow="md" padding="lg" data-testid="notification-popup-preview" maw={440}>
      <Title order={3} size="h4" mb="md">
        {popup.title}
      </Title>
      <Stack gap="md">
        {popup.icon && (
          <Center>
            <NotificationIcon icon={popup.icon} size={48} />
          </Center>
        )}
        {popup.messageHTML && <Html html={popup.messageHTML} />}
        {popup.checkList.length > 0 && (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {popup.checkList.map((item, index) => (
              <Group component="li" key={index} gap="sm" wrap="nowrap">
                {/* As in the app's popup: only a completed item has an icon; the texts line up. */}
                <Box w={18} style={{ flexShrink: 0, display: 'flex' }}>
                  {item.completed && <CheckIcon />}
                </Box>
                <VisuallyHidden>{item.completed ? texts.completed : texts.notCompleted}: </VisuallyHidden>
                <Html html={item.textHtml} component="span" />
              </Group>
            ))}
          </Stack>
        )}
        {popup.buttons.length > 0 && (
          <DialogFooter mt="sm">
            {popup.buttons.map((button, index) => (
              <Button key={index} tabIndex={-1} {...BUTTON_VARIANTS[button.variant]}>
                {button.name || texts.unnamedButton}
              </Button>
            ))}
          </DialogFooter>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The bar and the popup as users see them, redrawn as the administrator types. Built from the
 * pieces the app's own dialogs use (sanitised HTML, checklist icons, button variants); the buttons
 * do nothing here and are out of the tab order.
 */
export function NotificationPreview() {
  const { control } = useFormContext<NotificationFormValues>();
  const values = useWatch({ control }) as NotificationFormValues;
  return (
    <Stack gap="md" aria-label={texts.preview} component="section">
      <Title order={2} size="h5">
        {texts.previewBar}
      </Title>
      <BarPreview values={values} />
      {values.popupEnabled && (
        <>
          <Title order={2} size="h5">
            {texts.previewPopup}
          </Title>
          <PopupPreview popup={values.popup} />
        </>
      )}
    </Stack>
  );
}
