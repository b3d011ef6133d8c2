import { Button, Checkbox, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { useDeleteAppointment, useSaveAppointment } from '../api/appointments';
import { useOverlapCheck } from '../hooks/use-overlap-check';
import { type AppointmentForm, type AppointmentTarget, initialForm } from '../lib/appointment-form';
import { fromWall, switchAllDay } from '../lib/wall-time';
import { calendarMessages } from '../messages';
import { AppointmentLinkFields } from './appointment-link-fields';
import { OverlapWarning } from './overlap-warning';

const texts = calendarMessages.appointment;

type Props = { target: AppointmentTarget; timeZone: string; onClose: () => void };

/** Adds or edits an appointment or blocked time, in the company's zone; Delete asks first. */
export function AppointmentModal({ target, timeZone, onClose }: Props) {
  const [form, setForm] = useState(() => initialForm(target, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveAppointment();
  const remove = useDeleteAppointment();
  const overlaps = useOverlapCheck();
  const startsInput = useRef<HTMLInputElement>(null);
  const editing = target.mode === 'edit' ? target.entry : null;
  const set = (patch: Partial<AppointmentForm>) => {
    overlaps.dismiss();
    setForm((current) => ({ ...current, ...patch }));
  };

  const submit = () => {
    const title = form.title.trim() || (form.kind === 'blocked' ? texts.blockedDefault : '');
    const startsAt = fromWall(form.starts, timeZone, form.allDay);
    const endsAt = fromWall(form.ends, timeZone, form.allDay, true);
    const found: Record<string, string> = {};
    if (!title) found.title = texts.required;
    if (!startsAt || !endsAt || Date.parse(endsAt) <= Date.parse(startsAt))
      found.endsAt = texts.endsBeforeStart;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      kind: form.kind,
      title,
      allDay: form.allDay,
      startsAt: startsAt!,
      endsAt: endsAt!,
      location: form.location.trim() || null,
      notes: form.notes,
      // Blocked time is never linked: switching to it drops what the pickers held.
      clientId: form.kind === 'appointment' ? (form.link.client?.id ?? null) : null,
      jobId: form.kind === 'appointment' ? (form.link.job?.id ?? null) : null,
    };
    const time = { startsAt: body.startsAt, endsAt: body.endsAt, allDay: body.allDay };
    const proposal = {
      ...time,
      blocked: body.kind === 'blocked',
      ...(editing ? { exclude: editing.id } : {}),
    };
    // A clash is named before the save, in the form: the user saves anyway or picks another time.
    void overlaps.check(proposal, () =>
      save.mutate(
        editing ? { id: editing.id, body: { ...body, updatedAt: editing.updatedAt } } : { id: null, body },
        {
          onSuccess: () => {
            notifySuccess(texts.saved);
            onClose();
          },
          onError: (error) =>
            handleApiError(error, {
              setFieldError: (field, message) => {
                setErrors((current) => ({ ...current, [field]: message }));
                return ['title', 'startsAt', 'endsAt', 'location', 'notes', 'clientId', 'jobId'].includes(
                  field,
                );
              },
            }),
        },
      ),
    );
  };

  const confirmDelete = () =>
    remove.mutate(editing!.id, {
      onSuccess: () => {
        notifySuccess(texts.deleted);
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        handleApiError(error);
      },
    });

  const input = form.allDay ? 'date' : 'datetime-local';
  const title = editing
    ? editing.source === 'blocked'
      ? texts.editBlockedTitle
      : texts.editTitle
    : texts.newTitle;
  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={title} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <SegmentedControl
              aria-label={texts.kind}
              value={form.kind}
              onChange={(kind) => set({ kind: kind as AppointmentForm['kind'] })}
              data={[
                { value: 'appointment', label: texts.appointment },
                { value: 'blocked', label: texts.blocked },
              ]}
            />
            <TextInput
              label={texts.title}
              value={form.title}
              placeholder={form.kind === 'blocked' ? texts.blockedDefault : undefined}
              error={errors.title}
              onChange={(event) => set({ title: event.currentTarget.value })}
              data-autofocus
            />
            <Checkbox
              label={texts.allDay}
              checked={form.allDay}
              onChange={(event) => {
                const allDay = event.currentTarget.checked;
                const startsAt = fromWall(form.starts, timeZone, form.allDay);
                const endsAt = fromWall(form.ends, timeZone, form.allDay, true);
                if (startsAt && endsAt) set({ allDay, ...switchAllDay(startsAt, endsAt, timeZone, allDay) });
                else set({ allDay, starts: '', ends: '' });
              }}
            />
            <TextInput
              type={input}
              ref={startsInput}
              label={texts.starts}
              value={form.starts}
              error={errors.startsAt}
              onChange={(event) => set({ starts: event.currentTarget.value })}
            />
            <TextInput
              type={input}
              label={texts.ends}
              value={form.ends}
              error={errors.endsAt}
              onChange={(event) => set({ ends: event.currentTarget.value })}
            />
            <Text size="xs" c="dimmed">
              {texts.zone(timeZone)}
            </Text>
            <TextInput
              label={texts.location}
              value={form.location}
              error={errors.location}
              onChange={(event) => set({ location: event.currentTarget.value })}
            />
            {form.kind === 'appointment' && (
              <AppointmentLinkFields value={form.link} onChange={(link) => set({ link })} errors={errors} />
            )}
            <Textarea
              label={texts.notes}
              value={form.notes}
              error={errors.notes}
              rows={3}
              onChange={(event) => set({ notes: event.currentTarget.value })}
            />
          </Stack>
          <OverlapWarning
            check={overlaps}
            timeZone={timeZone}
            saving={save.isPending}
            onPickAnother={() => startsInput.current?.focus()}
          />
          <DialogFooter>
            {editing && (
              <Button variant="default" color="red.9" onClick={() => setConfirming(true)}>
                {texts.delete}
              </Button>
            )}
            <Button type="submit" loading={save.isPending || overlaps.checking}>
              {texts.save}
            </Button>
          </DialogFooter>
        </form>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title={texts.deleteTitle}
        text={texts.deleteText}
        confirmLabel={texts.delete}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
