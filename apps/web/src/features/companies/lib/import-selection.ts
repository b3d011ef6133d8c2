import type { ImportGroup } from '@focal/contracts';

/** How a group's checkbox shows its children: all ticked, some (indeterminate), or none. */
export type GroupState = 'all' | 'some' | 'none';

export function groupState(group: ImportGroup, selected: ReadonlySet<string>): GroupState {
  const ticked = group.children.filter((child) => selected.has(child.type)).length;
  if (ticked === 0) return 'none';
  return ticked === group.children.length ? 'all' : 'some';
}

/** The group's checkbox ticks every child, unless all were ticked: then it clears them. */
export function toggleGroup(group: ImportGroup, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const tickAll = groupState(group, selected) !== 'all';
  for (const child of group.children) {
    if (tickAll) next.add(child.type);
    else next.delete(child.type);
  }
  return next;
}

export function toggleType(type: string, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (next.has(type)) next.delete(type);
  else next.add(type);
  return next;
}

/** Every kind of data the groups offer, in their order (the modal starts with all ticked). */
export const allTypes = (groups: readonly ImportGroup[]) =>
  groups.flatMap((group) => group.children.map((child) => child.type));

/** The ticked kinds in the groups' order (the order the server copies them in). */
export const orderedTypes = (groups: readonly ImportGroup[], selected: ReadonlySet<string>) =>
  allTypes(groups).filter((type) => selected.has(type));
