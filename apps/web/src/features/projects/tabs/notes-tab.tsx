import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';
import { IconCheck } from '../../../shared/ui/icons';
import type { ProjectRecord } from '../api/types';
import { useProjectMutation } from '../api/use-profile';
import { jobPart } from '../api/urls';
import { tabMessages } from '../messages';

const texts = tabMessages.notes;

/** One notes field, saved by its button, with a clear saved / unsaved state. */
export function NotesTab({ job }: { job: ProjectRecord }) {
  const [notes, setNotes] = useState(job.notes);
  const [saved, setSaved] = useState(job.notes);
  const save = useProjectMutation((text: string) =>
    apiFetch<ProjectRecord>(jobPart(job.id, 'notes'), { method: 'PUT', body: { notes: text } }),
  );
  const dirty = notes !== saved;
  return (
    <Stack gap="sm">
      <Textarea
        label={texts.label}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        rows={10}
        maxLength={20_000}
      />
      <Group gap="sm">
        <Button
          loading={save.isPending}
          disabled={!dirty}
          onClick={() =>
            save.mutate(notes, {
              onSuccess: () => setSaved(notes),
              onError: (error) => handleApiError(error),
            })
          }
        >
          {texts.save}
        </Button>
        <Text size="sm" c={dirty ? 'dimmed' : 'green.9'} role="status">
          {dirty ? (
            texts.unsaved
          ) : (
            <>
              <IconCheck size={14} aria-hidden /> {texts.saved}
            </>
          )}
        </Text>
      </Group>
    </Stack>
  );
}
