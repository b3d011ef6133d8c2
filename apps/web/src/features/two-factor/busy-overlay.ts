/**
 * The overlay service of spec 02 §2: a full-screen black layer at 0.5 opacity over the page while
 * someone asks for it. A counter, so overlapping requests keep it until the last one is done.
 */
let count = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Shows the overlay; the returned function hides it again (once, however often it is called). */
export function showBusyOverlay(): () => void {
  count += 1;
  notify();
  let hidden = false;
  return () => {
    if (hidden) return;
    hidden = true;
    count -= 1;
    notify();
  };
}

/** Shows the overlay while `work` runs. */
export async function withBusyOverlay<T>(work: () => Promise<T>): Promise<T> {
  const hide = showBusyOverlay();
  try {
    return await work();
  } finally {
    hide();
  }
}

export const busyOverlayShown = () => count > 0;

export function subscribeBusyOverlay(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
