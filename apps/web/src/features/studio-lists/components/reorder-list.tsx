import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconChevronDown, IconChevronUp, IconGripVertical } from '../../../shared/ui/icons';
import { listMessages as texts } from '../messages';

type Item = { id: string };
type Props<T extends Item> = {
  items: T[];
  /** The item's name, for the buttons' and the drag handle's labels. */
  nameOf: (item: T) => string;
  /** The whole list's ids in the new order. */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  children: (item: T) => ReactNode;
};

/**
 * The keyboard moves a lifted row by one row's height (dnd-kit's default step, 25 px, is less than
 * a row, so the row would stay over itself and never move).
 */
const byRow: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = (context.collisionRect?.height ?? 40) + 8;
  if (event.code === 'ArrowUp') return { ...currentCoordinates, y: currentCoordinates.y - step };
  if (event.code === 'ArrowDown') return { ...currentCoordinates, y: currentCoordinates.y + step };
  return undefined;
};

/** `ids` with the one at `from` moved to `to`. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * A list the user puts in order: drag a row by its handle (mouse, touch, or the keyboard: space to
 * lift, arrows to move, space to drop), or press a row's up and down buttons.
 */
export function ReorderList<T extends Item>({ items, nameOf, onReorder, disabled, children }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: byRow }),
  );
  const ids = items.map((item) => item.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(moved(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Row key={item.id} id={item.id} name={nameOf(item)} disabled={disabled}>
            {children(item)}
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={texts.moveUp(nameOf(item))}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1)}
              >
                <IconChevronUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={texts.moveDown(nameOf(item))}
                disabled={disabled || index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <IconChevronDown size={16} />
              </ActionIcon>
            </Group>
          </Row>
        ))}
      </Stack>
    </DndContext>
  );
}

function Row({
  id,
  name,
  disabled,
  children,
}: {
  id: string;
  name: string;
  disabled?: boolean | undefined;
  children: ReactNode;
}) {
  const drag = useDraggable({ id, disabled: disabled ?? false });
  const drop = useDroppable({ id });
  const { transform } = drag;
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      ref={(node: HTMLLIElement | null) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      data-over={drop.isOver || undefined}
      style={{
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        position: 'relative',
        zIndex: drag.isDragging ? 1 : undefined,
        borderColor: drop.isOver && !drag.isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={disabled}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...drag.attributes}
          {...drag.listeners}
          aria-label={texts.dragHandle(name)}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        {children}
      </Group>
    </Paper>
  );
}
