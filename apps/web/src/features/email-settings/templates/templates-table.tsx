import '@mantine/core/styles/Table.css';
import type { EmailTemplate, EmailTemplateSort } from '@focal/contracts/email-templates';
import { ActionIcon, Menu, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDateInZone } from '../../../shared/format/format-date';
import { IconChevronDown, IconChevronUp, IconSettings } from '../../../shared/ui/icons';
import { templateMessages as texts } from './messages';

export type RowAction = 'edit' | 'duplicate' | 'send' | 'delete';
type Sort = { predicate: EmailTemplateSort; reverse: boolean };
type Props = {
  rows: EmailTemplate[];
  sort: Sort;
  onSort: (predicate: EmailTemplateSort) => void;
  actions: readonly RowAction[];
  onAction: (action: RowAction, template: EmailTemplate) => void;
  timeZone: string;
};

const SORTABLE: { key: EmailTemplateSort; label: string }[] = [
  { key: 'name', label: texts.columns.name },
  { key: 'subject', label: texts.columns.subject },
  { key: 'updatedAt', label: texts.columns.updatedAt },
];

/** A column heading that sorts by its column; again, the other way (the list's predicate/reverse). */
function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof SORTABLE)[number];
  sort: Sort;
  onSort: Props['onSort'];
}) {
  const active = sort.predicate === column.key;
  const Arrow = active && sort.reverse ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (sort.reverse ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column.key)} aria-label={texts.sortBy(column.label)} fw={600}>
        {column.label}
        {active && <Arrow size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />}
      </UnstyledButton>
    </Table.Th>
  );
}

/** The templates of one page: name, subject, last update, and each row's actions in a menu. */
export function TemplatesTable({ rows, sort, onSort, actions, onAction, timeZone }: Props) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={texts.tableLabel} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {SORTABLE.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            <Table.Th>
              <VisuallyHidden>{texts.columns.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((template) => (
            <Table.Tr key={template.id}>
              <Table.Td>{template.name}</Table.Td>
              <Table.Td>{template.subject}</Table.Td>
              <Table.Td>{formatDateInZone(template.updatedAt, timeZone)}</Table.Td>
              <Table.Td ta="right">
                {actions.length > 0 && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={texts.rowActions(template.name)}>
                        <IconSettings size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {actions.map((action) => (
                        <Menu.Item
                          key={action}
                          color={action === 'delete' ? 'red.9' : undefined}
                          onClick={() => onAction(action, template)}
                        >
                          {texts[action]}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
