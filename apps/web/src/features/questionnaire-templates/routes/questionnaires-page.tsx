import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { NEW_QUESTIONNAIRE_PATH, questionnaireTemplatePath, SETTINGS_PATH } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconClipboardList } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { TemplateCards } from '../../../shared/ui/template-cards';
import { useQuestionnaireTemplates } from '../api/get-templates';
import { useDeleteQuestionnaireTemplate, useDuplicateQuestionnaireTemplate } from '../api/save-template';
import { questionnaireTemplatesMessages as texts } from '../messages';

const newButton = (
  <Button component={Link} to={NEW_QUESTIONNAIRE_PATH}>
    {texts.add}
  </Button>
);

/** /settings/questionnaires: the company's questionnaire templates by name; open, duplicate, delete after asking. */
export function QuestionnairesPage() {
  const templates = useQuestionnaireTemplates();
  const duplicate = useDuplicateQuestionnaireTemplate();
  const remove = useDeleteQuestionnaireTemplate();

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={SETTINGS_PATH} size="sm">
        {texts.backToSettings}
      </Anchor>
      <PageHeader title={texts.title} description={texts.description} actions={newButton} />
      <QueryState query={templates} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {({ rows }) => (
          <TemplateCards
            rows={rows}
            empty={
              <EmptyState title={texts.emptyTitle} icon={IconClipboardList} action={newButton}>
                {texts.empty}
              </EmptyState>
            }
            detail={(template) => texts.counts(template.sectionCount, template.questionCount)}
            open={{ href: questionnaireTemplatePath }}
            texts={texts}
            duplicate={{ mutation: duplicate, texts }}
            remove={remove}
          />
        )}
      </QueryState>
    </Stack>
  );
}
