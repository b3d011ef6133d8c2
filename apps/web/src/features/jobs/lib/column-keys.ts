import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * The board's keyboard moves: with a card picked up (Space), ArrowRight and ArrowLeft jump to the
 * next or previous column instead of dnd-kit's default 25 px steps; Space drops, Escape cancels.
 */
export const columnKeys: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const card = context.collisionRect;
  if (!step || !card) return undefined;
  event.preventDefault();
  const middle = card.left + card.width / 2;
  const columns = context.droppableContainers
    .getEnabled()
    // Measured rects, or the column's own last measure when the drag has not measured yet.
    .map((container) => context.droppableRects.get(container.id) ?? container.rect.current ?? undefined)
    .filter((rect) => rect !== undefined)
    .filter((rect) => (rect.left + rect.width / 2 - middle) * step > 1)
    .sort((a, b) => (a.left - b.left) * step);
  const target = columns[0];
  if (!target) return undefined;
  return {
    x: currentCoordinates.x + (target.left + target.width / 2 - middle),
    y: currentCoordinates.y + (target.top + 48 - card.top),
  };
};
