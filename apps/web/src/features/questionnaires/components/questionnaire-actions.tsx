import type { Questionnaire } from '@focal/contracts/questionnaires/api';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { type QuestionnaireAct, useDeleteQuestionnaire, useQuestionnaireAct } from '../api/questionnaires';
import { questionnairesMessages } from '../messages';

const texts = questionnairesMessages.actions;

type Props = { questionnaire: Questionnaire; onDeleted: () => void };

/** What the state allows: Send a draft, Remind while the client answers, Reopen once submitted (asked first), Delete until then (asked first). */
export function QuestionnaireActions({ questionnaire: q, onDeleted }: Props) {
  const act = useQuestionnaireAct(q.id);
  const remove = useDeleteQuestionnaire(q);
  const [asking, setAsking] = useState<'reopen' | 'delete' | null>(null);
  const run = (which: QuestionnaireAct) =>
    act.mutate(which, {
      onSuccess: (data) => {
        setAsking(null);
        const to = data.mailedTo ?? '';
        notifySuccess(
          which === 'send' ? texts.sentTo(to) : which === 'remind' ? texts.remindedTo(to) : texts.reopened,
        );
      },
      onError: (error) => {
        setAsking(null);
        handleApiError(error);
      },
    });
  const waiting = q.status === 'sent' || q.status === 'in_progress';
  const busy = (which: QuestionnaireAct) => act.isPending && act.variables === which;
  return (
    <Group gap="xs" role="group" aria-label={texts.label}>
      {q.status === 'draft' && (
        <Button onClick={() => run('send')} loading={busy('send')}>
          {texts.send}
        </Button>
      )}
      {waiting && (
        <Button variant="default" onClick={() => run('remind')} loading={busy('remind')}>
          {texts.remind}
        </Button>
      )}
      {q.status === 'submitted' && <Button onClick={() => setAsking('reopen')}>{texts.reopen}</Button>}
      {q.status !== 'submitted' && (
        <Button variant="subtle" color="red" onClick={() => setAsking('delete')}>
          {texts.delete}
        </Button>
      )}
      <ConfirmDialog
        opened={asking === 'reopen'}
        title={texts.reopenTitle}
        text={texts.reopenText}
        confirmLabel={texts.reopen}
        loading={busy('reopen')}
        onConfirm={() => run('reopen')}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={texts.deleteTitle}
        text={texts.deleteText}
        confirmLabel={texts.delete}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(texts.deleted);
              onDeleted();
            },
            onError: (error) => {
              setAsking(null);
              handleApiError(error);
            },
          })
        }
        onClose={() => setAsking(null)}
      />
    </Group>
  );
}
