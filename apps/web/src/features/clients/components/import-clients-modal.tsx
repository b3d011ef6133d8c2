import '@mantine/core/styles/Radio.css';
import { CLIENT_IMPORT_TARGETS, type ClientImportPreview, type ClientImportTarget } from '@focal/contracts';
import { Button, FileInput, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { refresh } from '../../../shared/response-extras/refreshers';
import { useCustomFields } from '../../../shared/studio/lists';
import { showToast } from '../../../shared/toasts/toasts';
import { DataTable } from '../../../shared/ui/data-table';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { usePreviewImport, useStartImport } from '../api/client-import';
import { clientsMessages } from '../messages';

const texts = clientsMessages.import;

/**
 * Import from CSV: the file goes to the server, which reads it and answers the columns, first rows
 * and a suggested mapping (one reader, the server's, for the preview and the import); each column's
 * target is a select prefilled with the suggestion; then the duplicate rule, and the task starts.
 */
export function ImportClientsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const previewing = usePreviewImport();
  const starting = useStartImport();
  const customFields = useCustomFields('client').data ?? [];
  const [preview, setPreview] = useState<ClientImportPreview | null>(null);
  const [mapping, setMapping] = useState<(ClientImportTarget | null)[]>([]);
  const [duplicates, setDuplicates] = useState<'skip' | 'update'>('skip');

  const close = () => {
    setPreview(null);
    previewing.reset();
    onClose();
  };
  const choose = (file: File | null) => {
    if (!file) return;
    previewing.mutate(file, {
      onSuccess: (answer) => {
        setPreview(answer);
        setMapping(answer.suggestedMapping);
      },
      onError: (error) => handleApiError(error),
    });
  };
  const start = () => {
    if (!preview) return;
    starting.mutate(
      { uploadId: preview.uploadId, mapping, duplicates },
      {
        onSuccess: () => {
          showToast({ tone: 'info', message: texts.started });
          refresh('backgroundTasks');
          close();
        },
        onError: (error) => handleApiError(error),
      },
    );
  };
  const targets = [
    ...CLIENT_IMPORT_TARGETS.map((t) => ({ value: t, label: texts.targets[t] })),
    ...customFields.map((f) => ({ value: `custom:${f.id}`, label: f.label })),
  ];

  return (
    <Modal opened={opened} onClose={close} title={texts.title} size="xl" centered>
      {!preview ? (
        <Stack gap="sm">
          <FileInput
            label={texts.file}
            placeholder={texts.filePlaceholder}
            description={texts.fileHint}
            accept=".csv,text/csv"
            onChange={choose}
            disabled={previewing.isPending}
          />
          {previewing.isPending ? <Text size="sm">{texts.reading}</Text> : null}
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{texts.rowsFound(preview.totalRows)}</Text>
          <DataTable
            minWidth={480}
            maxHeight={360}
            rows={preview.columns.map((column, index) => ({ column, index }))}
            rowKey={({ column, index }) => `${index}-${column}`}
            columns={[
              { key: 'column', header: texts.column, cell: ({ column }) => column },
              { key: 'sample', header: texts.sample, cell: ({ index }) => preview.rows[0]?.[index] ?? '' },
              {
                key: 'field',
                header: texts.field,
                cell: ({ column, index }) => (
                  <Select
                    aria-label={`${texts.field}: ${column}`}
                    data={targets}
                    value={mapping[index] ?? null}
                    placeholder={texts.ignore}
                    clearable
                    onChange={(value) =>
                      setMapping((m) =>
                        m.map((t, j) => (j === index ? (value as ClientImportTarget | null) : t)),
                      )
                    }
                  />
                ),
              },
            ]}
          />
          <Radio.Group
            label={texts.duplicates}
            value={duplicates}
            onChange={(v) => setDuplicates(v as 'skip' | 'update')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="skip" label={texts.skip} />
              <Radio value="update" label={texts.update} />
            </Stack>
          </Radio.Group>
          <DialogFooter>
            <Button variant="default" onClick={() => setPreview(null)}>
              {texts.back}
            </Button>
            <Button onClick={start} loading={starting.isPending}>
              {texts.start}
            </Button>
          </DialogFooter>
        </Stack>
      )}
    </Modal>
  );
}
