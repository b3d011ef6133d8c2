import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateTimeInZone } from '../../../shared/format/format-date';
import { contractTemplatePath, NEW_CONTRACT_TEMPLATE_PATH, SETTINGS_PATH } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconSignature } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { TemplateCards } from '../../../shared/ui/template-cards';
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
              <EmptyState title={texts.emptyTitle} icon={IconSignature} action={newButton}>
                {texts.empty}
              </EmptyState>
            }
            detail={(template) => texts.updated(formatDateTimeInZone(template.updatedAt, timeZone))}
            open={{ href: contractTemplatePath }}
            texts={texts}
            duplicate={{ mutation: duplicate, texts }}
            remove={remove}
          />
        )}
      </QueryState>
      <DisclosureSection />
    </Stack>
  );
}
