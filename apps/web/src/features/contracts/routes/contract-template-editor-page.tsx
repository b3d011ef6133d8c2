import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CONTRACT_TEMPLATES_PATH } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useContractTemplate } from '../api/templates';
import { TemplateEditor } from '../components/template-editor';
import { contractsMessages } from '../messages';

const texts = contractsMessages.editor;
const back = (
  <Anchor component={Link} to={CONTRACT_TEMPLATES_PATH} size="sm">
    {contractsMessages.templates.backToList}
  </Anchor>
);

/** /settings/contracts/new: an empty template. */
export function NewContractTemplatePage() {
  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={texts.newTitle} />
      <TemplateEditor onReload={() => undefined} />
    </Stack>
  );
}

/** /settings/contracts/:id: a saved template; a reload after a stale save starts from the server's. */
export function ContractTemplateEditorPage() {
  const id = useParams().id!;
  const query = useContractTemplate(id);
  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={query.data?.name ?? texts.form} />
      <QueryState
        query={query}
        loading={texts.loading}
        failed={texts.failed}
        retry={contractsMessages.templates.retry}
      >
        {(template) => (
          <TemplateEditor
            key={template.updatedAt}
            template={template}
            onReload={() => void query.refetch()}
          />
        )}
      </QueryState>
    </Stack>
  );
}
