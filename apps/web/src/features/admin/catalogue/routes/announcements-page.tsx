import type { AdminAnnouncement } from '@focal/contracts/admin-catalogue';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { IconSpeakerphone } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { CreateButton, useEditing } from '../../components/create-button';
import { useRetireFlow } from '../../components/use-retire-flow';
import { useAnnouncements } from '../api/list-announcements';
import { useRetireAnnouncement } from '../api/retire-announcement';
import { AnnouncementForm } from '../components/announcement-form';
import { AnnouncementsTable } from '../components/announcements-table';
import { PreviewDialog } from '../components/preview-dialog';
import { QueryState } from '../../../../shared/ui/query-state';
import { catalogueMessages } from '../messages';

const texts = catalogueMessages.announcements;

/** The console's announcements: the list, a form per platform variant with previews, and retiring. */
export function AnnouncementsPage() {
  const list = useAnnouncements();
  const retire = useRetireAnnouncement();
  const editing = useEditing<AdminAnnouncement>();
  const [previewing, setPreviewing] = useState<AdminAnnouncement | null>(null);
  const retiring = useRetireFlow(
    retire,
    (announcement: AdminAnnouncement) => announcement.id,
    (announcement) => texts.retired(announcement.key),
  );

  const create = <CreateButton label={texts.create} onClick={editing.create} />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={editing.open ? null : create}
      />
      {editing.open && (
        <AnnouncementForm key={editing.formKey} announcement={editing.item} onDone={editing.done} />
      )}
      <QueryState
        query={list}
        loading={texts.loading}
        failed={texts.loadFailed}
        retry={catalogueMessages.common.retry}
      >
        {({ announcements }) =>
          announcements.length === 0 ? (
            editing.open ? null : (
              <EmptyState title={texts.emptyTitle} icon={IconSpeakerphone} action={create}>
                {texts.emptyText}
              </EmptyState>
            )
          ) : (
            <AnnouncementsTable
              announcements={announcements}
              onPreview={setPreviewing}
              onEdit={editing.edit}
              onRetire={retiring.ask}
            />
          )
        }
      </QueryState>
      <PreviewDialog announcement={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        {...retiring.dialog}
        title={texts.retireTitle}
        text={retiring.target ? texts.retireText(retiring.target.key) : ''}
        confirmLabel={texts.retire}
        danger
      />
    </Stack>
  );
}
