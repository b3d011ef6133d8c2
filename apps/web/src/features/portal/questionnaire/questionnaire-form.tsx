import { ErrorCode } from '@focal/contracts/error-codes';
import { answersProblems } from '@focal/contracts/questionnaires/answer-checks';
import type { PortalQuestionnaire } from '@focal/contracts/questionnaires/api';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { usePortalScope } from '../components/portal-scope';
import { submitAnswers, uploadAnswerFile } from './api';
import { questionnaireMessages } from './messages';
import { QuestionField } from './question-field';
import { SaveStatusLine } from './save-status';
import { useAnswersDraft } from './use-answers-draft';

const texts = questionnaireMessages.page;

/** Moves to the first question refused, in the questionnaire's order. */
function focusFirst(questionnaire: PortalQuestionnaire, errors: Record<string, string>) {
  const first = questionnaire.sections.flatMap((s) => s.questions).find((q) => errors[`answers.${q.id}`]);
  const el = first && document.getElementById(`question-${first.id}`);
  const target = el?.matches('input, textarea, select')
    ? el
    : el?.querySelector<HTMLElement>('input, textarea, select');
  target?.focus();
}

type Props = {
  questionnaire: PortalQuestionnaire;
  onSubmitted: (answered: PortalQuestionnaire) => void;
  /** The server's answers changed meanwhile (another device): read them again. */
  onReload: () => void;
};

/** The questionnaire's sections and questions, saved as the client types, and Submit once. */
export function QuestionnaireForm({ questionnaire, onSubmitted, onReload }: Props) {
  const scope = usePortalScope();
  const readOnly = Boolean(scope.preview) || questionnaire.status === 'submitted';
  const draft = useAnswersDraft(scope, questionnaire, readOnly);
  const [notice, setNotice] = useState<string | null>(null);

  const refuse = (errors: Record<string, string>) => {
    draft.setErrors(errors);
    setNotice(texts.fix(Object.keys(errors).length));
    requestAnimationFrame(() => focusFirst(questionnaire, errors));
  };

  // The answers still on the device go first; a save the server refused leaves nothing to submit.
  const submission = useMutation({
    mutationFn: async () =>
      (await draft.flush()) ? submitAnswers(scope, questionnaire.id, draft.currentVersion()) : null,
    onSuccess: (answered) => {
      if (!answered) return;
      draft.forget();
      onSubmitted(answered);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.ValidationFailed) refuse(error.fields);
      else if (isApiError(error) && error.code === ErrorCode.StaleVersion) onReload();
      else handleApiError(error);
    },
  });

  const submit = () => {
    setNotice(null);
    const problems = answersProblems(questionnaire.sections, draft.answers, true);
    if (Object.keys(problems).length > 0) return refuse(problems);
    submission.mutate();
  };

  return (
    <form
      noValidate
      aria-label={questionnaire.name}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {questionnaire.sections.map((section) => (
          <Paper
            key={section.id}
            component="section"
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'lg' }}
            aria-labelledby={`section-${section.id}`}
          >
            <Stack gap="md">
              <div>
                <Title order={3} size="h4" id={`section-${section.id}`}>
                  {section.title}
                </Title>
                {section.help && (
                  <Text size="sm" c="dimmed">
                    {section.help}
                  </Text>
                )}
              </div>
              {section.questions.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={draft.answers[question.id]}
                  onChange={(value) => draft.change(question.id, value)}
                  error={draft.errors[`answers.${question.id}`]}
                  disabled={readOnly}
                  upload={(file) => uploadAnswerFile(scope, questionnaire.id, file)}
                />
              ))}
            </Stack>
          </Paper>
        ))}
        {!readOnly && (
          <Stack gap="xs">
            {notice && (
              <Alert color="red" title={texts.fixTitle} role="alert">
                {notice}
              </Alert>
            )}
            <SaveStatusLine status={draft.status} />
            <Button type="submit" size="md" fullWidth loading={submission.isPending}>
              {texts.submit}
            </Button>
          </Stack>
        )}
        {scope.preview && <Text c="dimmed">{texts.previewNote}</Text>}
      </Stack>
    </form>
  );
}
