import type { EmailTemplate, EmailTemplateSort } from '@focal/contracts/email-templates';
import { ActionIcon, Menu, UnstyledButton } from '@mantine/core';
import { formatDateInZone } from '../../../shared/format/format-date';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
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

/** A column whose heading sorts by it; again, the other way (the list's predicate/reverse). */
function sortable(
  key: EmailTemplateSort,
  label: string,
  { sort, onSort }: Pick<Props, 'sort' | 'onSort'>,
  cell: (template: EmailTemplate) => string,
): DataTableColumn<EmailTemplate> {
  const active = sort.predicate === key;
  const Arrow = active && sort.reverse ? IconChevronUp : IconChevronDown;
  return {
    key,
    sort: active ? (sort.reverse ? 'descending' : 'ascending') : 'none',
    header: (
      <UnstyledButton onClick={() => onSort(key)} aria-label={texts.sortBy(label)} fw={600}>
        {label}
        {active && <Arrow size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />}
      </UnstyledButton>
    ),
    cell,
  };
}

/** The templates of one page: name, subject, last update, and each row's actions in a menu. */
export function TemplatesTable({ rows, sort, onSort, actions, onAction, timeZone }: Props) {
  const sorting = { sort, onSort };
  return (
    <DataTable
      label={texts.tableLabel}
      minWidth={560}
      highlightOnHover
      rows={rows}
      rowKey={(template) => template.id}
      columns={[
        sortable('name', texts.columns.name, sorting, (template) => template.name),
        sortable('subject', texts.columns.subject, sorting, (template) => template.subject),
        sortable('updatedAt', texts.columns.updatedAt, sorting, (template) =>
          formatDateInZone(template.updatedAt, timeZone),
        ),
        {
          key: 'actions',
          header: texts.columns.actions,
          headerHidden: true,
          align: 'right',
          cell: (template) =>
            actions.length > 0 && (
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
            ),
        },
      ]}
    />
  );
}
