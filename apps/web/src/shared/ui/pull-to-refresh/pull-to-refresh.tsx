import { Loader, Paper } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { indicatorOffset, NO_PULL, PULL_TO_REFRESH, type PullState, pullState } from './pull-distance';

type Phase = 'idle' | 'pulling' | 'refreshing' | 'ending';

type Props = {
  onRefresh: () => Promise<unknown>;
  labels: { pull: string; refreshing: string };
};

const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

/**
 * Spec 01 §2.3, §9: in the mobile apps, pulling the page down from its top by 120 px refreshes it; a
 * 30 px spinner follows the finger, spins while refreshing, and goes away over 200 ms.
 */
export function PullToRefresh({ onRefresh, labels }: Props) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState<PullState>(NO_PULL);
  const gesture = useRef<{ startY: number; top: boolean } | null>(null);
  const busy = useRef(false);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    let endTimer: ReturnType<typeof setTimeout> | undefined;
    const onStart = (event: TouchEvent) => {
      if (busy.current || event.touches.length !== 1) return;
      gesture.current = { startY: event.touches[0]!.clientY, top: atTop() };
    };
    const onMove = (event: TouchEvent) => {
      const start = gesture.current;
      if (!start || busy.current) return;
      const next = pullState(start.startY, event.touches[0]!.clientY, start.top);
      setPull(next);
      setPhase(next.pulled > 0 ? 'pulling' : 'idle');
    };
    const onEnd = (event: TouchEvent) => {
      const start = gesture.current;
      gesture.current = null;
      if (!start || busy.current) return;
      const last = pullState(start.startY, event.changedTouches[0]?.clientY ?? start.startY, start.top);
      if (!last.ready) {
        setPull(NO_PULL);
        setPhase('idle');
        return;
      }
      busy.current = true;
      setPhase('refreshing');
      void refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          setPhase('ending');
          endTimer = setTimeout(() => {
            busy.current = false;
            setPull(NO_PULL);
            setPhase('idle');
          }, PULL_TO_REFRESH.endAnimationMs);
        });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      clearTimeout(endTimer);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  if (phase === 'idle') return null;
  const size = PULL_TO_REFRESH.spinnerSize;
  const held = phase === 'refreshing' || phase === 'ending';
  const offset = held ? PULL_TO_REFRESH.distance / 2 : indicatorOffset(pull);
  return (
    <Paper
      role="status"
      aria-label={held ? labels.refreshing : labels.pull}
      data-phase={phase}
      shadow="sm"
      radius="xl"
      p={6}
      style={{
        position: 'fixed',
        top: 0,
        left: '50%',
        zIndex: 400,
        lineHeight: 0,
        transform: `translate(-50%, ${offset - size}px) scale(${phase === 'ending' ? 0 : 1})`,
        opacity: phase === 'ending' ? 0 : Math.max(0.3, pull.progress),
        transition:
          phase === 'pulling'
            ? 'none'
            : `transform ${PULL_TO_REFRESH.endAnimationMs}ms, opacity ${PULL_TO_REFRESH.endAnimationMs}ms`,
      }}
    >
      <Loader size={size} />
    </Paper>
  );
}
