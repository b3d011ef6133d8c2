/**
 * Whether a save was made on an older version than the row's: the version a page loaded is the
 * row's `updatedAt` to the millisecond (what the answer printed), sent back with the save.
 */
export const isStale = (row: { updatedAt: Date }, version: string) =>
  row.updatedAt.getTime() !== new Date(version).getTime();
