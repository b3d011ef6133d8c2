import type { JobStage } from '@focal/contracts';
import { Button, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { contractPath } from '../../../shared/paths';
import { IconChevronDown, IconPlus } from '../../../shared/ui/icons';
import { useCreateContract } from '../api/contracts';
import { useContractTemplates } from '../api/templates';
import { contractsMessages } from '../messages';

const texts = contractsMessages.jobSection;

/** "New contract": from one of the company's templates, or blank; the new draft's page opens. */
export function NewContractMenu({ jobId, kind }: { jobId: string; kind: JobStage }) {
  const [opened, setOpened] = useState(false);
  // Asked for when the menu first opens: a profile tab does not load the templates for nothing.
  const templates = useContractTemplates(opened);
  const create = useCreateContract();
  const navigate = useNavigate();
  const make = (templateId: string | null) =>
    create.mutate(
      { jobId, templateId },
      {
        onSuccess: (contract) => void navigate(contractPath(kind, jobId, contract.id)),
        onError: (error) => handleApiError(error),
      },
    );
  return (
    <Menu withinPortal position="bottom-end" onOpen={() => setOpened(true)}>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={create.isPending}
        >
          {texts.new}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Menu.Label>{templates.isPending ? texts.loadingTemplates : texts.newFrom}</Menu.Label>
        {templates.data?.rows.map((template) => (
          <Menu.Item key={template.id} onClick={() => make(template.id)}>
            {template.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => make(null)}>{texts.blank}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
