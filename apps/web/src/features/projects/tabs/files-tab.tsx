import { Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';
import { notifyError, notifySuccess } from '../../../shared/toasts/toasts';
import type { ProjectFile } from '../api/types';
import { useProjectMutation, useRefreshProject } from '../api/use-profile';
import { useFiles } from '../api/use-profile-parts';
import { DeleteRowDialog, RowActions, TabRows, TabTable } from '../components/tab-rows';
import { fileUrl, jobPart } from '../api/urls';
import { useProjectFormat } from '../lib/format';
import { uploadWithProgress } from '../lib/upload-with-progress';
import { tabMessages } from '../messages';

const texts = tabMessages.files;
/** The server's cap (contracts JOB_FILE_MAX_BYTES, 20 MB), checked before sending; kept here so no zod loads. */
const MAX_BYTES = 20 * 1024 * 1024;
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Saves a downloaded Blob under its name. */
function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Files: upload with progress, list, download, delete with a confirm. */
export function FilesTab({ id }: { id: string }) {
  const query = useFiles(id);
  const format = useProjectFormat();
  const refresh = useRefreshProject();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [deleting, setDeleting] = useState<ProjectFile | null>(null);
  const remove = useProjectMutation((fileId: string) => apiFetch(fileUrl(id, fileId), { method: 'DELETE' }));

  const send = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return notifyError(texts.tooBig);
    setUpload({ name: file.name, progress: 0 });
    try {
      await uploadWithProgress<ProjectFile>(jobPart(id, 'files'), file, (progress) =>
        setUpload({ name: file.name, progress }),
      );
      notifySuccess(texts.uploaded);
      await refresh();
    } catch (error) {
      handleApiError(error);
    } finally {
      setUpload(null);
    }
  };

  const download = (file: ProjectFile) =>
    apiFetch<Blob>(file.downloadPath, { responseType: 'blob' }).then(
      (blob) => saveBlob(blob, file.name),
      (error: unknown) => handleApiError(error),
    );

  return (
    <Stack gap="md">
      <Group>
        <FileButton onChange={(file) => void send(file)}>
          {(props) => (
            <Button {...props} disabled={upload !== null}>
              {texts.upload}
            </Button>
          )}
        </FileButton>
      </Group>
      {upload && (
        <Stack gap={4}>
          <Text size="sm">{texts.uploading(upload.name)}</Text>
          {/* The native bar in the theme's colour: Mantine's Progress here would split it out of
              /login's password-strength chunk into a file of its own, one request more there. */}
          <progress
            value={upload.progress}
            max={1}
            aria-label={texts.uploading(upload.name)}
            style={{ width: '100%', accentColor: 'var(--mantine-primary-color-filled)' }}
          />
        </Stack>
      )}
      <TabRows query={query} rows={(data) => data.items} empty={texts.empty}>
        {(items) => (
          <TabTable minWidth={480}>
            {items.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td>{file.name}</Table.Td>
                <Table.Td>{size(file.sizeBytes)}</Table.Td>
                <Table.Td>{format.instant(file.createdAt)}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={file.name}
                    actions={[
                      { label: texts.download, onClick: () => void download(file) },
                      { label: texts.delete, onClick: () => setDeleting(file), danger: true },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </TabTable>
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
