import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { QUESTIONNAIRES_PATH } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useQuestionnaireTemplate } from '../api/get-templates';
import { QuestionnaireEditor } from '../components/questionnaire-editor';
import { questionnaireTemplatesMessages as texts } from '../messages';

const back = (
  <Anchor component={Link} to={QUESTIONNAIRES_PATH} size="sm">
    {texts.backToList}
  </Anchor>
);

/** /settings/questionnaires/new: an empty template with one section. */
export function NewQuestionnairePage() {
  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={texts.editor.newTitle} />
      <QuestionnaireEditor onReload={() => undefined} />
    </Stack>
  );
}

/** /settings/questionnaires/:id: a saved template; a reload after a stale save starts from the server's. */
export function QuestionnaireEditorPage() {
  const id = useParams().id!;
  const query = useQuestionnaireTemplate(id);
  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={query.data?.name ?? texts.editor.form} />
      <QueryState
        query={query}
        loading={texts.editor.loading}
        failed={texts.editor.failed}
        retry={texts.retry}
      >
        {(template) => (
          <QuestionnaireEditor
            key={template.updatedAt}
            template={template}
            onReload={() => void query.refetch()}
          />
        )}
      </QueryState>
    </Stack>
  );
}
