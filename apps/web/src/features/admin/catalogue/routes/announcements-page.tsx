import type { AdminAnnouncement } from '@focal/contracts/admin-catalogue';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconPlus, IconSpeakerphone } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAnnouncements } from '../api/list-announcements';
import { useRetireAnnouncement } from '../api/retire-announcement';
import { AnnouncementForm } from '../components/announcement-form';
import { AnnouncementsTable } from '../components/announcements-table';
import { PreviewDialog } from '../components/preview-dialog';
import { QueryState } from '../components/query-state';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.announcements;

/** The console's announcements: the list, a form per platform variant with previews, and retiring. */
export function AnnouncementsPage() {
  const list = useAnnouncements();
  const retire = useRetireAnnouncement();
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<AdminAnnouncement | null>(null);
  const [retiring, setRetiring] = useState<AdminAnnouncement | null>(null);

  const confirmRetire = async (announcement: AdminAnnouncement) => {
    try {
      await retire.mutateAsync(announcement.id);
      notifySuccess(texts.retired(announcement.key));
      setRetiring(null);
    } catch (error) {
      handleApiError(error);
    }
  };

  const create = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden focusable={false} />}
      onClick={() => setEditing('new')}
    >
      {texts.create}
    </Button>
  );
  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} actions={editing ? null : create} />
      {editing && (
        <AnnouncementForm
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState
        query={list}
        loading={texts.loading}
        failed={texts.loadFailed}
        retry={catalogueMessages.common.retry}
      >
        {({ announcements }) =>
          announcements.length === 0 ? (
            editing ? null : (
              <EmptyState title={texts.emptyTitle} icon={IconSpeakerphone} action={create}>
                {texts.emptyText}
              </EmptyState>
            )
          ) : (
            <AnnouncementsTable
              announcements={announcements}
              onPreview={setPreviewing}
              onEdit={setEditing}
              onRetire={setRetiring}
            />
          )
        }
      </QueryState>
      <PreviewDialog announcement={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        opened={retiring !== null}
        title={texts.retireTitle}
        text={retiring ? texts.retireText(retiring.key) : ''}
        confirmLabel={texts.retire}
        danger
        loading={retire.isPending}
        onConfirm={() => retiring && void confirmRetire(retiring)}
        onClose={() => setRetiring(null)}
      />
    </Stack>
  );
}
