import { ErrorCode } from '@focal/contracts/error-codes';
import { QUESTIONNAIRE_LIMITS as L } from '@focal/contracts/questionnaires/limits';
import {
  createQuestionnaireTemplateRequestSchema,
  type QuestionnaireTemplate,
} from '@focal/contracts/questionnaires/template';
import { Alert, Button, Group, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { useLeaveGuard } from '../../../shared/documents/use-leave-guard';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { questionnaireTemplatePath } from '../../../shared/paths';
import { notifyError, notifySuccess } from '../../../shared/toasts/toasts';
import { useSaveQuestionnaireTemplate } from '../api/save-template';
import { bodyOf, type Draft, draftOf, errorKey, newDraft } from '../lib/draft';
import { errorsOf, isPlaced } from '../lib/errors';
import { questionnaireTemplatesMessages } from '../messages';
import { SectionList } from './section-list';

const texts = questionnaireTemplatesMessages.editor;
type Stale = { title: string; message: string };

/**
 * The editor of a template (a new one when `template` is undefined): saved whole on the version it
 * loaded; a save refused as stale shows the server's words and a way to reload.
 */
export function QuestionnaireEditor({
  template,
  onReload,
}: {
  template?: QuestionnaireTemplate;
  onReload: () => void;
}) {
  const [saved, setSaved] = useState<Draft>(() =>
    template ? draftOf(template) : newDraft(texts.firstSection),
  );
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<Stale | null>(null);
  const save = useSaveQuestionnaireTemplate();
  const navigate = useNavigate();
  const guard = useLeaveGuard(JSON.stringify(draft) !== JSON.stringify(saved) && !save.isPending);
  const [opened, setOpened] = useState(template && { id: template.id, updatedAt: template.updatedAt });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createQuestionnaireTemplateRequestSchema.safeParse(bodyOf(draft));
    if (!checked.success) {
      setErrors(errorsOf(checked.error));
      notifyError(texts.invalid);
      return;
    }
    setErrors({});
    save.mutate(
      { body: bodyOf(draft), opened },
      {
        onSuccess: (answer) => {
          const fresh = draftOf(answer);
          setSaved(fresh);
          setDraft(fresh);
          setOpened({ id: answer.id, updatedAt: answer.updatedAt });
          notifySuccess(texts.saved);
          if (!opened) {
            guard.allowNext();
            void navigate(questionnaireTemplatePath(answer.id), { replace: true });
          }
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.StaleVersion)
            return setStale({ title: error.body.errorTitle, message: error.body.errorMessage });
          handleApiError(error, {
            setFieldError: (field, message) => {
              if (!isPlaced(field)) return false;
              setErrors((e) => ({ ...e, [errorKey(field)]: message }));
              return true;
            },
          });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={texts.form}>
      <Stack gap="lg">
        {stale && (
          <Alert color="orange" title={stale.title} role="alert">
            {stale.message}
            <Button display="block" mt="sm" size="xs" variant="default" onClick={onReload}>
              {texts.reload}
            </Button>
          </Alert>
        )}
        <TextInput
          label={texts.name}
          required
          maxLength={L.name}
          value={draft.name}
          error={errors.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
        <Textarea
          label={texts.descriptionLabel}
          description={texts.descriptionHint}
          rows={2}
          maxLength={L.description}
          value={draft.description}
          error={errors.description}
          onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
        />
        <SectionList
          sections={draft.sections}
          errorOf={(path) => errors[path]}
          onChange={(sections) => setDraft({ ...draft, sections })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
      <LeaveDialog blocker={guard.blocker} text={texts.leaveText} />
    </Paper>
  );
}
