import '@mantine/core/styles/Menu.css';
import { MERGE_FIELDS } from '@focal/contracts/email-template-fields';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '../../../shared/ui/icons';
import { templateMessages } from './messages';

type Props = {
  /** The field the chosen merge field goes into, for the button's accessible name. */
  target: string;
  onPick: (key: string) => void;
};

/** The merge fields a template may use (email-template-fields.ts), inserted as `{{key}}`. */
export function MergeFieldMenu({ target, onPick }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={templateMessages.editor.insertFieldInto(target)}
        >
          {templateMessages.editor.insertField}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {MERGE_FIELDS.map((field) => (
          <Menu.Item key={field.key} onClick={() => onPick(field.key)}>
            {field.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
