import type { ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useScheduleTemplates } from '../../../shared/documents/api/list-schedule-templates';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconCalendar, IconPencil, IconTrash } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useCompanyCurrency } from '../api/company-currency';
import { useDeleteScheduleTemplate } from '../api/save-schedule-template';
import { describeRule } from '../lib/describe-rule';
import { settingsMessages } from '../messages';

const texts = settingsMessages.paymentSchedules;

// The editor (the instalment rows and the contracts' checks) loads when a template is opened, not
// with the list: it was most of the page's code, run on every visit (mobile TBT 585-800 ms). It is
// warmed on hover or focus of Add and the edit buttons, as the catalogue's forms are.
const loadEditor = () => import('../components/schedule-template-modal');
const ScheduleTemplateModal = lazy(() => loadEditor().then((m) => ({ default: m.ScheduleTemplateModal })));
const warm = () => void loadEditor();

/**
 * /settings/payment-schedules: the company's payment schedule templates by name, each with its
 * instalments in a line; add, edit (a modal with the instalment editor) and delete after asking.
 */
export function PaymentSchedulesPage() {
  const templates = useScheduleTemplates();
  const currency = useCompanyCurrency().data;
  const remove = useDeleteScheduleTemplate();
  const [editing, setEditing] = useState<{ template: ScheduleTemplate | undefined } | null>(null);
  const [deleting, setDeleting] = useState<ScheduleTemplate | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a dialog the focus goes back to the add button (a row may be gone).
  const focusBack = () => setTimeout(() => addButton.current?.focus(), 0);

  const add = () => setEditing({ template: undefined });
  const confirmDelete = (template: ScheduleTemplate) =>
    remove.mutate(template.id, {
      onSuccess: () => notifySuccess(texts.deleted(template.name)),
      onError: (error) => handleApiError(error),
      onSettled: () => (setDeleting(null), focusBack()),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Button ref={addButton} onClick={add} onPointerEnter={warm} onFocus={warm}>
            {texts.add}
          </Button>
        }
      />
      <QueryState query={templates} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {({ rows }) =>
          rows.length === 0 ? (
            <EmptyState
              title={texts.emptyTitle}
              icon={IconCalendar}
              action={
                <Button onClick={add} onPointerEnter={warm} onFocus={warm}>
                  {texts.add}
                </Button>
              }
            >
              {texts.empty}
            </EmptyState>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={texts.list} style={{ listStyle: 'none' }}>
              {rows.map((template) => (
                <Card component="li" withBorder padding="md" key={template.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text fw={600}>{template.name}</Text>
                      {currency && (
                        <Text size="sm" c="dimmed">
                          {describeRule(template.rule, currency)}
                        </Text>
                      )}
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={texts.edit(template.name)}
                        onPointerEnter={warm}
                        onFocus={warm}
                        onClick={() => setEditing({ template })}
                      >
                        <IconPencil size={18} />
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
      {editing && (
        <Suspense fallback={null}>
          <ScheduleTemplateModal template={editing.template} onClose={() => (setEditing(null), focusBack())} />
        </Suspense>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={texts.deleteTitle}
        text={deleting ? texts.deleteText(deleting.name) : ''}
        confirmLabel={texts.deleteConfirm}
        danger
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => (setDeleting(null), focusBack())}
      />
    </Stack>
  );
}
