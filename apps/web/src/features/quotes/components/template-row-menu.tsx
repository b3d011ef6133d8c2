import '@mantine/core/styles/Menu.css';
import { ActionIcon, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { quoteTemplatePath } from '../../../shared/paths';
import { IconSettings } from '../../../shared/ui/icons';
import { quotesMessages } from '../messages';

const texts = quotesMessages.templates;

type Props = { id: string; name: string; onDuplicate: () => void; onDelete: () => void };

/** A template's Edit, Duplicate and Delete, in a menu per row (a card's corner on a phone). */
export function TemplateRowMenu({ id, name, onDuplicate, onDelete }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={texts.rowActions(name)}>
          <IconSettings size={18} aria-hidden focusable={false} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={quoteTemplatePath(id)}>
          {texts.edit}
        </Menu.Item>
        <Menu.Item onClick={onDuplicate}>{texts.duplicate}</Menu.Item>
        <Menu.Item color="red.9" onClick={onDelete}>
          {texts.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
