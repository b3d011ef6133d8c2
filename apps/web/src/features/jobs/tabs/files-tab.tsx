import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { JobFile } from '@focal/contracts';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifyError, notifySuccess } from '../../../shared/toasts/toasts';
import { DataTable } from '../../../shared/ui/data-table';
import { useDeleteJobFile } from '../api/delete-job-file';
import { useDownloadJobFile } from '../api/download-job-file';
import { useJobFiles } from '../api/list-job-files';
import { useUploadJobFile } from '../api/upload-job-file';
import { DeleteRowDialog, RowActions, TabRows } from '../components/tab-rows';
import { useJobFormat } from '../lib/format';
import { tabMessages } from '../messages';

const texts = tabMessages.files;
/** The server's cap (contracts JOB_FILE_MAX_BYTES, 20 MB), checked before sending; kept here so no zod loads. */
const MAX_BYTES = 20 * 1024 * 1024;
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Files: upload with progress, list, download, delete with a confirm. */
export function FilesTab({ id }: { id: string }) {
  const query = useJobFiles(id);
  const format = useJobFormat();
  const [progress, setProgress] = useState(0);
  const [deleting, setDeleting] = useState<JobFile | null>(null);
  // The picker's value is cleared after each pick, so the same file can be picked again (a retry).
  const resetPicker = useRef<() => void>(null);
  const upload = useUploadJobFile(id, setProgress);
  const remove = useDeleteJobFile(id);

  const send = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    if (file.size > MAX_BYTES) return notifyError(texts.tooBig);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => notifySuccess(texts.uploaded),
      onError: (error) => handleApiError(error),
    });
  };
  const uploading = upload.isPending ? upload.variables : undefined;

  const download = useDownloadJobFile(id);

  return (
    <Stack gap="md">
      <Group>
        <FileButton onChange={send} resetRef={resetPicker}>
          {(props) => (
            <Button {...props} disabled={upload.isPending}>
              {texts.upload}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploading && (
        <Stack gap={4}>
          <Text size="sm">{texts.uploading(uploading.name)}</Text>
          {/* The native bar in the theme's colour: Mantine's Progress here would split it out of
              /login's password-strength chunk into a file of its own, one request more there. */}
          <progress
            value={progress}
            max={1}
            aria-label={texts.uploading(uploading.name)}
            style={{ width: '100%', accentColor: 'var(--mantine-primary-color-filled)' }}
          />
        </Stack>
      )}
      <TabRows query={query} rows={(data) => data.items} empty={texts.empty}>
        {(items) => (
          <DataTable
            minWidth={480}
            rows={items}
            rowKey={(file) => file.id}
            columns={[
              { key: 'name', cell: (file) => file.name },
              { key: 'size', cell: (file) => size(file.sizeBytes) },
              { key: 'added', cell: (file) => format.instant(file.createdAt) },
              {
                key: 'actions',
                cell: (file) => (
                  <RowActions
                    name={file.name}
                    actions={[
                      {
                        label: texts.download,
                        onClick: () => download.mutate(file),
                        loading: download.isPending && download.variables?.id === file.id,
                      },
                      { label: texts.delete, onClick: () => setDeleting(file), danger: true },
                    ]}
                  />
                ),
              },
            ]}
          />
        )}
      </TabRows>
      <DeleteRowDialog
        row={deleting}
        remove={remove}
        texts={{
          title: texts.deleteTitle,
          text: texts.deleteText(deleting?.name ?? ''),
          confirm: texts.delete,
          done: texts.deleted,
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
