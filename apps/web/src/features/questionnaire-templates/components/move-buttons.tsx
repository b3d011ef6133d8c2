import { ActionIcon, Group } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTrash } from '../../../shared/ui/icons';
import { questionnaireTemplatesMessages } from '../messages';

const texts = questionnaireTemplatesMessages.editor;

type Props = {
  /** What the buttons act on, in their names ("Section 2", "Question 3"). */
  what: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** Up, down and remove for a section or a question (no dragging: the same on a phone). */
export function MoveButtons({ what, first, last, onMove, onRemove }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={texts.moveUp(what)}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <IconChevronUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={texts.moveDown(what)}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <IconChevronDown size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={texts.remove(what)} onClick={onRemove}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
