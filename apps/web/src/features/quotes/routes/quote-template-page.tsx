import type { QuoteKind } from '@focal/contracts/quotes/content';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { quoteTemplatePath } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconTemplate } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { usePricing } from '../../../shared/documents/api/get-pricing';
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
  const pricing = usePricing();
  const template = useQuoteTemplate(templateId, editing);
  // A reload after a stale save starts the editor over from what the server has now.
  const [round, setRound] = useState(0);
  const kind = props.mode === 'new' ? props.type : template.data?.kind;
  const notFound =
    editing && isApiError(template.error) && [400, 404].includes(template.error.status) && !template.data;

  const both = {
    data:
      pricing.data && (!editing || template.data)
        ? { pricing: pricing.data, template: template.data }
        : undefined,
    error: pricing.error ?? template.error,
    refetch: () => Promise.all([pricing.refetch(), editing && template.refetch()]),
  };

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
        <QueryState query={both} loading={texts.loading} failed={texts.failed} retry={quotesMessages.retry}>
          {(loaded) => (
            <TemplateEditor
              key={`${loaded.template?.id ?? 'new'}-${round}`}
              kind={loaded.template?.kind ?? kind!}
              template={loaded.template}
              pricing={loaded.pricing}
              onCreated={(created) => void navigate(quoteTemplatePath(created.id), { replace: true })}
              onReload={async () => {
                await template.refetch();
                setRound((r) => r + 1);
              }}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
