import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Job } from '@focal/contracts';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { IconCheck } from '../../../shared/ui/icons';
import { useSaveJobNotes } from '../api/save-job-notes';
import { tabMessages } from '../messages';

const texts = tabMessages.notes;

/**
 * One notes field, saved by its button, with a clear saved / unsaved state. Until the user types,
 * it shows the record's notes as last loaded; what they typed stays until saved, whatever reloads
 * the record meanwhile (a stage moved from the header, a return to the browser tab).
 */
export function NotesTab({ job }: { job: Job }) {
  const [draft, setDraft] = useState<string | null>(null);
  const notes = draft ?? job.notes;
  const save = useSaveJobNotes(job.id);
  const dirty = notes !== job.notes;
  return (
    <Stack gap="sm">
      <Textarea
        label={texts.label}
        value={notes}
        onChange={(e) => setDraft(e.currentTarget.value)}
        rows={10}
        maxLength={20_000}
      />
      <Group gap="sm">
        <Button
          loading={save.isPending}
          disabled={!dirty}
          onClick={() =>
            save.mutate(notes, {
              // The record has loaded again by now (the mutation waits for it) and shows its notes,
              // unless the user typed on while it saved.
              onSuccess: (_job, sent) => setDraft((current) => (current === sent ? null : current)),
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
