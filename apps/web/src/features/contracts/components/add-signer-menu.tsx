import { Button, Menu } from '@mantine/core';
import { IconPlus } from '../../../shared/ui/icons';
import { keyOf, type SignerLine } from '../lib/signers';

/** An Add button for one party's signers: a menu of the people not yet chosen (disabled when none). */
export function AddSignerMenu({
  label,
  people,
  onPick,
}: {
  label: string;
  people: SignerLine[];
  onPick: (line: SignerLine) => void;
}) {
  return (
    <Menu withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={people.length === 0}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {people.map((line) => (
          <Menu.Item key={keyOf(line)} onClick={() => onPick(line)}>
            {line.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
