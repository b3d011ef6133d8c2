import { Transition } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';

/** Spec 02 §9: the mobile breakpoint, and the stepper's slide on each side of it. */
const MOBILE_BREAKPOINT_PX = 991;
const SLIDE_MS = { horizontal: 500, vertical: 225 } as const;

/**
 * A step's content slides in: sideways on a desktop (500 ms), up or down on a phone (225 ms), in the
 * direction the user went. The theme's respectReducedMotion turns it off for those who ask.
 */
export function StepSlide({ forward, children }: { forward: boolean; children: ReactNode }) {
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`) ?? false;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const transition = phone ? (forward ? 'slide-up' : 'slide-down') : forward ? 'slide-left' : 'slide-right';
  return (
    <Transition
      mounted={mounted}
      transition={transition}
      duration={phone ? SLIDE_MS.vertical : SLIDE_MS.horizontal}
    >
      {(styles) => <div style={styles}>{children}</div>}
    </Transition>
  );
}
