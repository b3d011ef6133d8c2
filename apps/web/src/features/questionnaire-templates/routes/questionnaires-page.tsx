import type { QuestionnaireTemplateSummary } from '@focal/contracts/questionnaires/template';
import { ActionIcon, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { NEW_QUESTIONNAIRE_PATH, questionnaireTemplatePath, SETTINGS_PATH } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconClipboardList, IconCopy, IconPencil, IconTrash } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
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
  const [deleting, setDeleting] = useState<QuestionnaireTemplateSummary | null>(null);

  const copy = (template: QuestionnaireTemplateSummary) =>
    duplicate.mutate(template.id, {
      onSuccess: (made) => notifySuccess(texts.duplicated(made.name)),
      onError: (error) => handleApiError(error),
    });
  const confirmDelete = (template: QuestionnaireTemplateSummary) =>
    remove.mutate(template.id, {
      onSuccess: () => notifySuccess(texts.deleted(template.name)),
      onError: (error) => handleApiError(error),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={SETTINGS_PATH} size="sm">
        {texts.backToSettings}
      </Anchor>
      <PageHeader title={texts.title} description={texts.description} actions={newButton} />
      <QueryState query={templates} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {({ rows }) =>
          rows.length === 0 ? (
            <EmptyState title={texts.emptyTitle} icon={IconClipboardList} action={newButton}>
              {texts.empty}
            </EmptyState>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={texts.list} style={{ listStyle: 'none' }}>
              {rows.map((template) => (
                <Card component="li" withBorder padding="md" key={template.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Anchor component={Link} to={questionnaireTemplatePath(template.id)} fw={600}>
                        {template.name}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {texts.counts(template.sectionCount, template.questionCount)}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        component={Link}
                        to={questionnaireTemplatePath(template.id)}
                        variant="subtle"
                        color="gray"
                        aria-label={texts.edit(template.name)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={texts.duplicate(template.name)}
                        loading={duplicate.isPending && duplicate.variables === template.id}
                        onClick={() => copy(template)}
                      >
                        <IconCopy size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={texts.delete(template.name)}
                        onClick={() => setDeleting(template)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title={texts.deleteTitle}
        text={deleting ? texts.deleteText(deleting.name) : ''}
        confirmLabel={texts.deleteConfirm}
        danger
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
