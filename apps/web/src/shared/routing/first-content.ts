import { startTransition, useEffect, useState } from 'react';

/**
 * What surrounds the page opened (the frame's notices, banners and company menu, the plans frame, the
 * code of the lists' selects) waits until the page has drawn its first content, or FALLBACK_MS after the app
 * started, whichever comes first (issue 31). Before, each of their answers and chunks re-rendered the
 * frame while the page's first content waited in a deferred render, which every such update
 * interrupts: on /jobs the rows came 1.2 s after their answer on a fast machine, four times that on a
 * phone.
 *
 * Only a fresh load waits (main.tsx calls `awaitFirstContent`); elsewhere (a later page, a component
 * test) the content counts as drawn.
 */
const FALLBACK_MS = 3_000;

let drawn = true;
const waiting = new Set<() => void>();

export function awaitFirstContent() {
  drawn = false;
  setTimeout(markFirstContentDrawn, FALLBACK_MS);
}

function markFirstContentDrawn() {
  if (drawn) return;
  drawn = true;
  for (const wake of waiting) wake();
  waiting.clear();
}

/** Runs `run` once the page's first content is on the screen (at once when it is); returns what cancels it. */
export function afterFirstContent(run: () => void): () => void {
  if (drawn) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => void waiting.delete(run);
}

/**
 * Runs `run` once the browser has painted what is committed now: in a task after the next frame.
 * An effect runs after the commit, and may run before its paint.
 */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Marks the page's first content drawn once `shown` is true and the frame that shows it is painted.
 * Marked at the commit, the extras' chunks and requests started before that paint, and a phone's
 * largest paint (Lighthouse's LCP) came a chunk's download later (issue 31).
 */
export function useFirstContentMark(shown: boolean) {
  useEffect(() => {
    if (shown) return afterNextPaint(markFirstContentDrawn);
  }, [shown]);
}

/** True once the page's first content is on the screen; the change comes in a transition. */
export function useAfterFirstContent(): boolean {
  const [after, setAfter] = useState(drawn);
  useEffect(() => {
    if (after) return;
    return afterFirstContent(() => startTransition(() => setAfter(true)));
  }, [after]);
  return after;
}
