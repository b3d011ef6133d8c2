import '@mantine/core/styles/Menu.css';
import { CONTRACT_MERGE_FIELDS, type ContractMergeField } from '@focal/contracts/contracts/merge-fields';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '../../../shared/ui/icons';
import { contractsMessages } from '../messages';

const texts = contractsMessages.mergeFields;
const GROUPS = Object.keys(texts.groups) as ContractMergeField['group'][];

/** The contract's merge fields (packages/contracts/src/contracts/merge-fields.ts), by group, inserted as `{{key}}`. */
export function MergeFieldMenu({ target, onPick }: { target: string; onPick: (key: string) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={texts.insertInto(target)}
        >
          {texts.insert}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {GROUPS.map((group) => (
          <div key={group}>
            <Menu.Label>{texts.groups[group]}</Menu.Label>
            {CONTRACT_MERGE_FIELDS.filter((f) => f.group === group).map((field) => (
              <Menu.Item key={field.key} onClick={() => onPick(field.key)}>
                {field.label}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
