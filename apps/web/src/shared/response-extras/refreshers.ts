import type { Reloadable, SuccessPreferences } from '@focal/contracts/response-extras';

/**
 * What `successPreferences` can ask to load again (spec 01 §3): the route, announcements, the chat
 * (intercom) and background tasks. The parts that own that data register how to reload it; a part
 * that is not on screen has nothing registered and nothing to reload.
 */
type Refresher = () => unknown;
const registry = new Map<Reloadable, Set<Refresher>>();

/** Returns the unregister function (call it when the part leaves the screen). */
export function registerRefresher(part: Reloadable, refresh: Refresher): () => void {
  let set = registry.get(part);
  if (!set) registry.set(part, (set = new Set()));
  set.add(refresh);
  return () => {
    set.delete(refresh);
  };
}

export function refresh(part: Reloadable) {
  for (const run of [...(registry.get(part) ?? [])]) {
    try {
      void Promise.resolve(run()).catch(() => {});
    } catch {
      // One failing refresher must not keep the others from running.
    }
  }
}

const PARTS: readonly Reloadable[] = ['route', 'announcements', 'intercom', 'backgroundTasks'];

/** Runs the refreshers of every part the answer marked `reloadRequired`. */
export function applySuccessPreferences(preferences: SuccessPreferences) {
  for (const part of PARTS) if (preferences[part]?.reloadRequired) refresh(part);
}
