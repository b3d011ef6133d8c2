import type { ContractTemplateSummary } from '@focal/contracts/contracts/api';
import { ActionIcon, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateTimeInZone } from '../../../shared/format/format-date';
import { contractTemplatePath, NEW_CONTRACT_TEMPLATE_PATH, SETTINGS_PATH } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconCopy, IconPencil, IconSignature, IconTrash } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import {
  useContractTemplates,
  useDeleteContractTemplate,
  useDuplicateContractTemplate,
} from '../api/templates';
import { DisclosureSection } from '../components/disclosure-section';
import { contractsMessages } from '../messages';

const texts = contractsMessages.templates;
const newButton = (
  <Button component={Link} to={NEW_CONTRACT_TEMPLATE_PATH}>
    {texts.add}
  </Button>
);

/** /settings/contracts: the company's contract templates by name (open, duplicate, delete after asking) and the disclosure. */
export function ContractTemplatesPage() {
  const templates = useContractTemplates();
  const { timeZone } = useBootstrap().authorizedCompany;
  const duplicate = useDuplicateContractTemplate();
  const remove = useDeleteContractTemplate();
  const [deleting, setDeleting] = useState<ContractTemplateSummary | null>(null);

  const copy = (template: ContractTemplateSummary) =>
    duplicate.mutate(template.id, {
      onSuccess: (made) => notifySuccess(texts.duplicated(made.name)),
      onError: (error) => handleApiError(error),
    });
  const confirmDelete = (template: ContractTemplateSummary) =>
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
            <EmptyState title={texts.emptyTitle} icon={IconSignature} action={newButton}>
              {texts.empty}
            </EmptyState>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={texts.list} style={{ listStyle: 'none' }}>
              {rows.map((template) => (
                <Card component="li" withBorder padding="md" key={template.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Anchor component={Link} to={contractTemplatePath(template.id)} fw={600}>
                        {template.name}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {texts.updated(formatDateTimeInZone(template.updatedAt, timeZone))}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        component={Link}
                        to={contractTemplatePath(template.id)}
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
      <DisclosureSection />
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
