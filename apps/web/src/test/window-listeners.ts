/**
 * The listeners added to `window` while a test file runs, so the file can take away at its end what
 * its app installed for the page's lifetime: the next file shares the window (isolate: false) but
 * loads the app afresh, and the old listeners would hold the old modules and hear its events.
 * Listeners on `document` are left alone: React and user-event add theirs once per document.
 */
type Added = { type: string; listener: EventListenerOrEventListenerObject; capture: boolean };

const STATE = Symbol.for('focal.test.windowListeners');
type State = { added: Added[] };
const holder = globalThis as typeof globalThis & { [STATE]?: State };

const capture = (options?: boolean | EventListenerOptions) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

/** Wraps window.addEventListener once per worker (Vitest's global is bound to jsdom's window). */
function trackWindowListeners() {
  if (holder[STATE]) return;
  const state: State = { added: [] };
  holder[STATE] = state;
  const add = window.addEventListener;
  window.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (!listener) return;
    state.added.push({ type, listener, capture: capture(options) });
    add(type, listener, options);
  }) as typeof window.addEventListener;
}

/** Removes every listener the file added that is still there (removing one already gone does nothing). */
export function removeWindowListenersOfThisFile() {
  const state = holder[STATE];
  if (!state) return;
  for (const { type, listener, capture } of state.added.splice(0)) {
    window.removeEventListener(type, listener, capture);
  }
}

trackWindowListeners();
