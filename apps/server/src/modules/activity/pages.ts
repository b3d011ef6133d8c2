import type { Db } from '../../db/client.ts';
import type { Keyset } from '../../http/keyset-cursor.ts';
import * as repo from './repo.ts';

/**
 * One page of a record's activity for its profile tab, newest first: `before` is the previous page's
 * last row (its `cursorAt`, to the microsecond, and id).
 */
export const activityPage = (
  db: Db,
  subject: repo.ActivitySubject,
  page: { limit: number; before?: Keyset | undefined },
) => repo.listActivity(db, subject, page);
