import type { Invoice } from '@focal/contracts/invoices/api';
import { scheduleRuleSchema } from '@focal/contracts/money/schedule-schemas';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LeaveQuestion } from '../../../shared/documents/leave-question';
import { sameDraft } from '../../../shared/documents/use-saved-draft';
import { useCloseGuard } from '../../../shared/documents/use-close-guard';
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useChangeSchedule } from '../api/change-schedule';
import type { FieldErrors } from '../lib/draft';
import { instalmentsOf, readSchedule } from '../lib/schedule-draft';
import { invoicesMessages } from '../messages';
import { ScheduleEditor } from './schedule-editor';

const texts = invoicesMessages.schedule;
const editor = invoicesMessages.editor;

type Props = { invoice: Invoice; opened: boolean; onClose: () => void; onError: (error: unknown) => void };

/**
 * "Change the payment schedule" of a sent invoice: the schedule editor of the invoice editor,
 * starting from the schedule in force; the contract's rule checks first, then the server's.
 */
export function ScheduleModal({ invoice, opened, onClose, onError }: Props) {
  const [initial] = useState(() => instalmentsOf(invoice.schedule, invoice.currency));
  const [instalments, setInstalments] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangeSchedule(invoice.id);
  // Closing with changes asks first, as the editors do when their page is left.
  const guard = useCloseGuard(!sameDraft(instalments, initial) && !change.isPending, onClose);
  const submit = () => {
    const read: FieldErrors = {};
    const schedule = readSchedule(instalments, invoice.currency, read, {
      amount: editor.amountInvalid,
      percent: editor.percentInvalid,
      whole: editor.wholeInvalid,
    });
    const checked = scheduleRuleSchema.safeParse(schedule);
    if (!checked.success)
      for (const issue of checked.error.issues) read[['schedule', ...issue.path].join('.')] ??= issue.message;
    if (Object.keys(read).length > 0) return setErrors(read);
    change.mutate(
      { updatedAt: invoice.updatedAt, schedule },
      {
        onSuccess: () => {
          notifySuccess(texts.saved);
          onClose();
        },
        onError: (e) => {
          const fields = isApiError(e) ? e.fields : {};
          if (Object.keys(fields).length > 0) return setErrors(fields);
          onClose();
          onError(e);
        },
      },
    );
  };
  // One stack: the Escape that asks must not also answer the question it opens.
  return (
    <Modal.Stack>
      <Modal
        stackId="schedule"
        opened={opened}
        // While it saves nothing closes it (see guarded-form-modal.tsx).
        onClose={change.isPending ? () => {} : guard.requestClose}
        title={texts.title}
        size="lg"
        centered
        closeOnClickOutside={!change.isPending}
      >
        <Stack>
          <Text size="sm">{texts.text}</Text>
          {errors.schedule && (
            <Text size="sm" c="red.8" role="alert">
              {errors.schedule}
            </Text>
          )}
          <ScheduleEditor
            instalments={instalments}
            currency={invoice.currency}
            errors={errors}
            onChange={(next) => {
              setInstalments(next);
              setErrors({});
            }}
          />
        </Stack>
        <DialogFooter>
          <Button variant="default" onClick={guard.requestClose} disabled={change.isPending}>
            {sharedMessages.cancel}
          </Button>
          <Button onClick={submit} loading={change.isPending}>
            {texts.save}
          </Button>
        </DialogFooter>
      </Modal>
      <LeaveQuestion stackId="leave" text={texts.leaveText} {...guard.question} />
    </Modal.Stack>
  );
}
