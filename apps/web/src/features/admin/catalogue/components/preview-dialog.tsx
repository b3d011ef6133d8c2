import '@mantine/core/styles/Tabs.css';
import type { AdminAnnouncement } from '@focal/contracts/admin-catalogue';
import { Button, Modal, Tabs, Text } from '@mantine/core';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { VARIANTS } from '../lib/announcement-form';
import { catalogueMessages } from '../messages';
import { AnnouncementPreview } from './announcement-preview';

const texts = catalogueMessages.announcements;

/** Each variant of a saved announcement exactly as the app receives it (the server's `preview`). */
export function PreviewDialog({
  announcement,
  onClose,
}: {
  announcement: AdminAnnouncement | null;
  onClose: () => void;
}) {
  const preview = announcement?.preview ?? null;
  return (
    <Modal
      opened={announcement !== null}
      onClose={onClose}
      title={announcement?.key ?? ''}
      centered
      size="xl"
    >
      <Text size="sm" c="dimmed" mb="sm">
        {texts.previewSaved}
      </Text>
      <Tabs defaultValue="web" keepMounted={false}>
        <Tabs.List aria-label={texts.variantTabs}>
          {VARIANTS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {texts.variants[kind]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {VARIANTS.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <AnnouncementPreview
              kind={kind}
              variant={
                preview ? (kind === 'ios' || kind === 'android' ? preview.app[kind] : preview[kind]) : null
              }
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <DialogFooter>
        <Button variant="default" onClick={onClose}>
          {catalogueMessages.promo.close}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
