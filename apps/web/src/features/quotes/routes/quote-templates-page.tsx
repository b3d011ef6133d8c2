import type { QuoteTemplateSummary } from '@focal/contracts/quotes/templates';
import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { formatDateInZone } from '../../../shared/format/format-date';
import { quoteTemplatePath, SETTINGS_PATH } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconTemplate } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useDeleteQuoteTemplate } from '../api/delete-quote-template';
import { useFetchQuoteTemplate } from '../api/get-quote-template';
import { useQuoteTemplates } from '../api/list-quote-templates';
import { useCreateQuoteTemplate } from '../api/save-quote-template';
import { NewTemplateMenu } from '../components/new-template-menu';
import { TemplateRowMenu } from '../components/template-row-menu';
import { quotesMessages } from '../messages';

const texts = quotesMessages.templates;
type Row = QuoteTemplateSummary;

/**
 * /settings/templates, where the template header's Go back leads (spec 01 §2.3): the quote
 * templates by name, each opened to edit, duplicated or deleted (after a confirmation).
 */
export function QuoteTemplatesPage() {
  const timeZone = useBootstrap().authorizedCompany.timeZone;
  const templates = useQuoteTemplates();
  const remove = useDeleteQuoteTemplate();
  const create = useCreateQuoteTemplate();
  const fetchTemplate = useFetchQuoteTemplate();
  const [deleting, setDeleting] = useState<Row | null>(null);

  const duplicate = async (row: Row) => {
    try {
      const { content } = await fetchTemplate(row.id);
      const copy = await create.mutateAsync({ name: texts.copyName(row.name), content });
      notifySuccess(texts.duplicated(copy.name));
    } catch (error) {
      handleApiError(error);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: texts.columns.name,
      placeholder: 'title',
      card: 'title',
      cell: (row) => (
        <Anchor component={Link} to={quoteTemplatePath(row.id)} fw={500}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'kind', header: texts.columns.kind, card: 'meta', cell: (row) => texts.kinds[row.kind] },
    {
      key: 'changed',
      header: texts.columns.changed,
      card: 'meta',
      cell: (row) => formatDateInZone(row.updatedAt, timeZone),
    },
    {
      key: 'actions',
      header: texts.columns.actions,
      headerHidden: true,
      align: 'right',
      card: 'aside',
      width: 56,
      cell: (row) => (
        <TemplateRowMenu
          id={row.id}
          name={row.name}
          onDuplicate={() => void duplicate(row)}
          onDelete={() => setDeleting(row)}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={SETTINGS_PATH} size="sm">
        {texts.backToSettings}
      </Anchor>
      <PageHeader title={texts.title} description={texts.description} actions={<NewTemplateMenu />} />
      <QueryState query={templates} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={texts.emptyTitle} icon={IconTemplate} action={<NewTemplateMenu />}>
              {texts.empty}
            </EmptyState>
          ) : (
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              label={texts.title}
              minWidth={480}
              cards
              highlightOnHover
              verticalSpacing="xs"
            />
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title={texts.deleteTitle}
        text={deleting ? texts.deleteText(deleting.name) : ''}
        confirmLabel={texts.delete}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(texts.deleted);
              setDeleting(null);
            },
            onError: (error) => {
              setDeleting(null);
              handleApiError(error);
            },
          })
        }
      />
    </Stack>
  );
}
