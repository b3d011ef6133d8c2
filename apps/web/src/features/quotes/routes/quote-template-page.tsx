import type { QuoteKind } from '@focal/contracts/quotes/content';
import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { quoteTemplatePath } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconTemplate } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useEditorData } from '../../../shared/documents/use-editor-data';
import { useQuoteTemplate } from '../api/get-quote-template';
import { TemplateEditor } from '../components/template-editor';
import { quotesMessages } from '../messages';

const texts = quotesMessages.templates.editor;

type Props = { mode: 'new'; type: QuoteKind } | { mode: 'edit' };

/**
 * /settings/templates/quote/{type}/new and /settings/templates/quote/{id}: a template's editor,
 * under the template header (Go back to the templates, Save this page's form).
 */
export function QuoteTemplatePage(props: Props) {
  const { templateId = '' } = useParams();
  const navigate = useNavigate();
  const editing = props.mode === 'edit';
  const template = useQuoteTemplate(templateId, editing);
  const { query, missing: notFound, reload } = useEditorData(template, editing);
  const kind = props.mode === 'new' ? props.type : template.data?.kind;

  return (
    <Stack gap="lg">
      <PageHeader
        title={
          template.data?.name ?? (kind ? (editing ? texts.editTitle : texts.newTitle)[kind] : texts.loading)
        }
      />
      {notFound ? (
        <EmptyState title={texts.notFoundTitle} icon={IconTemplate}>
          {texts.notFound}
        </EmptyState>
      ) : (
        <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={quotesMessages.retry}>
          {(loaded) => (
            <TemplateEditor
              key={loaded.key}
              kind={loaded.document?.kind ?? kind!}
              template={loaded.document}
              pricing={loaded.pricing}
              onCreated={(created) => void navigate(quoteTemplatePath(created.id), { replace: true })}
              onReload={reload}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
