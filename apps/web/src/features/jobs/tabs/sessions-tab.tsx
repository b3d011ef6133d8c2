import type { JobSession } from '@focal/contracts/calendar';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { OverlapWarning, useOverlapCheck } from '../../calendar';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DataTable } from '../../../shared/ui/data-table';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { useDeleteJobSession } from '../api/delete-job-session';
import { useJobSessions } from '../api/list-job-sessions';
import { useSaveJobSession } from '../api/save-job-session';
import { SessionFields } from '../components/session-fields';
import { DeleteRowDialog, RowActions, TabRows } from '../components/tab-rows';
import { useJobFormat } from '../lib/format';
import {
  emptySession,
  sessionBody,
  sessionComplete,
  type SessionDraft,
  sessionDraft,
} from '../lib/session-draft';
import { profileMessages, tabMessages } from '../messages';

const texts = tabMessages.sessions;
type Editing = { session: JobSession | null; draft: SessionDraft };

/** Sessions through the calendar's session routes: list, add, edit, delete. */
export function SessionsTab({ id }: { id: string }) {
  const timeZone = useBootstrap().authorizedCompany.timeZone;
  const query = useJobSessions(id);
  const format = useJobFormat();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<JobSession | null>(null);
  const save = useSaveJobSession(id);
  const remove = useDeleteJobSession(id);
  const overlaps = useOverlapCheck();
  const edit = (next: Editing) => {
    overlaps.dismiss();
    setEditing(next);
  };
  // An edit sends the whole session (the notes, which the calendar edits, as loaded) with the
  // version it loaded: a session changed since (a drag on the calendar, another tab) is refused
  // with StaleVersion instead of overwritten.
  const saveOf = ({ session, draft }: Editing) => {
    const body = sessionBody(draft, timeZone);
    return session
      ? { sessionId: session.id, body: { ...body, notes: session.notes, updatedAt: session.updatedAt } }
      : { sessionId: null, body };
  };

  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => edit({ session: null, draft: emptySession() })}>{texts.add}</Button>
      </Group>
      <TabRows query={query} rows={(data) => data.sessions} empty={texts.empty}>
        {(sessions) => (
          <DataTable
            minWidth={560}
            rows={sessions}
            rowKey={(session) => session.id}
            columns={[
              { key: 'name', cellProps: { style: { fontWeight: 500 } }, cell: (session) => session.name },
              {
                key: 'when',
                cell: (session) =>
                  session.allDay
                    ? `${format.instant(session.startsAt)} · ${texts.allDay}`
                    : format.dateTime(session.startsAt),
              },
              { key: 'location', cell: (session) => session.location ?? '' },
              {
                key: 'doubleBooked',
                cell: (session) =>
                  session.doubleBooked && <TonalChip text={texts.doubleBooked} theme="warn" />,
              },
              {
                key: 'actions',
                cell: (session) => (
                  <RowActions
                    name={session.name}
                    actions={[
                      {
                        label: texts.edit,
                        onClick: () => edit({ session, draft: sessionDraft(session, timeZone) }),
                      },
                      { label: texts.delete, onClick: () => setDeleting(session), danger: true },
                    ]}
                  />
                ),
              },
            ]}
          />
        )}
      </TabRows>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.session ? texts.editTitle : texts.addTitle}
        centered
        // A click outside or Escape waits for a running save, as Cancel does.
        closeOnClickOutside={!save.isPending}
        closeOnEscape={!save.isPending}
      >
        {editing && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!sessionComplete(editing.draft)) return;
              const request = saveOf(editing);
              const { startsAt, endsAt, allDay } = request.body;
              const exclude = request.sessionId ? { exclude: request.sessionId } : {};
              // A clash is named in the form before the save: save anyway, or pick another time.
              void overlaps.check({ startsAt, endsAt, allDay: allDay ?? false, ...exclude }, () =>
                save.mutate(request, {
                  onSuccess: () => {
                    notifySuccess(texts.saved);
                    setEditing(null);
                  },
                  onError: (error) => handleApiError(error),
                }),
              );
            }}
          >
            <SessionFields
              value={editing.draft}
              onChange={(draft) => {
                overlaps.dismiss();
                setEditing({ ...editing, draft });
              }}
            />
            <OverlapWarning
              check={overlaps}
              timeZone={timeZone}
              saving={save.isPending}
              onPickAnother={() => {}}
            />
            <DialogFooter>
              <Button variant="default" onClick={() => setEditing(null)} disabled={save.isPending}>
                {sharedMessages.cancel}
              </Button>
              <Button
                type="submit"
                loading={save.isPending || overlaps.checking}
                disabled={!sessionComplete(editing.draft)}
              >
                {profileMessages.save}
              </Button>
            </DialogFooter>
          </form>
        )}
      </Modal>
      <DeleteRowDialog
        row={deleting}
        remove={remove}
        texts={{
          title: texts.deleteTitle,
          text: texts.deleteText,
          confirm: texts.delete,
          done: texts.deleted,
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
