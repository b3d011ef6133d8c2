import '@mantine/core/styles/Menu.css';
import { ActionIcon, Menu } from '@mantine/core';
import { IconSettings } from '../../../shared/ui/icons';
import type { ItemAction } from '../api/item-actions';
import { catalogueMessages as texts } from '../messages';

export type RowAction = 'edit' | ItemAction;

/**
 * A row's actions button, where the focus goes back after one of its dialogs closes (found by a
 * data attribute: Menu.Target gives the button an id of its own).
 */
export const actionsButtonOf = (id: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-actions-for]')].find(
    (b) => b.dataset['actionsFor'] === id,
  );

type Props = { id: string; name: string; archived: boolean; onAction: (action: RowAction) => void };

/** Edit, archive or restore, and delete, in a menu per row (a card's corner on a phone). */
export function RowActionsMenu({ id, name, archived, onAction }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon data-actions-for={id} variant="subtle" color="gray" aria-label={texts.rowActions(name)}>
          <IconSettings size={18} aria-hidden focusable={false} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('edit')}>{texts.edit}</Menu.Item>
        <Menu.Item onClick={() => onAction(archived ? 'restore' : 'archive')}>
          {archived ? texts.restore : texts.archive}
        </Menu.Item>
        <Menu.Item color="red.9" onClick={() => onAction('delete')}>
          {texts.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
