import { QUESTIONNAIRE_LIMITS as L } from '@focal/contracts/questionnaires/limits';
import {
  createQuestionnaireTemplateRequestSchema,
  type QuestionnaireTemplate,
} from '@focal/contracts/questionnaires/template';
import { Button, Group, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { StaleNotice } from '../../../shared/documents/stale-notice';
import { useSavedDraft } from '../../../shared/documents/use-saved-draft';
import { questionnaireTemplatePath } from '../../../shared/paths';
import { notifyError, notifySuccess } from '../../../shared/toasts/toasts';
import { useSaveQuestionnaireTemplate } from '../api/save-template';
import { bodyOf, draftOf, errorKey, newDraft } from '../lib/draft';
import { errorsOf, isPlaced } from '../lib/errors';
import { questionnaireTemplatesMessages } from '../messages';
import { SectionList } from './section-list';

const texts = questionnaireTemplatesMessages.editor;

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
  const save = useSaveQuestionnaireTemplate();
  const navigate = useNavigate();
  const form = useSavedDraft({
    initial: () => (template ? draftOf(template) : newDraft(texts.firstSection)),
    saving: save.isPending,
  });
  const { draft, setDraft, errors } = form;
  const [opened, setOpened] = useState(template && { id: template.id, updatedAt: template.updatedAt });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = createQuestionnaireTemplateRequestSchema.safeParse(bodyOf(draft));
    if (!checked.success) {
      form.setErrors(errorsOf(checked.error));
      notifyError(texts.invalid);
      return;
    }
    form.setErrors({});
    save.mutate(
      { body: bodyOf(draft), opened },
      {
        onSuccess: (answer) => {
          const fresh = draftOf(answer);
          form.saved(fresh);
          setDraft(fresh);
          setOpened({ id: answer.id, updatedAt: answer.updatedAt });
          notifySuccess(texts.saved);
          if (!opened) {
            form.guard.allowNext();
            void navigate(questionnaireTemplatePath(answer.id), { replace: true });
          }
        },
        onError: (error) => form.onError(error, (field) => (isPlaced(field) ? errorKey(field) : null)),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={texts.form}>
      <Stack gap="lg">
        {form.stale && <StaleNotice notice={form.stale} reload={texts.reload} onReload={onReload} />}
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
      <LeaveDialog blocker={form.guard.blocker} text={texts.leaveText} />
    </Paper>
  );
}
