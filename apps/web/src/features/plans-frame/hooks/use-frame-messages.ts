import { type RefObject, useEffect, useRef } from 'react';
import { type FrameContext, handleFrameMessage } from '../lib/frame-actions';

/** Hears the frame's events (spec 01 §4.5) while mounted; the latest context handles each one. */
export function useFrameMessages(frame: RefObject<HTMLIFrameElement | null>, ctx: FrameContext) {
  const latest = useRef(ctx);
  useEffect(() => {
    latest.current = ctx;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frame.current?.contentWindow;
      // The contract that reads an event (zod) loads with the frame's first event, not with every
      // signed-in page; anything not from our frame is dropped before.
      if (event.origin !== window.location.origin || !frameWindow || event.source !== frameWindow) return;
      void import('../lib/read-frame-message').then(({ readFrameMessage }) => {
        const message = readFrameMessage(event, frameWindow);
        if (message) void handleFrameMessage(message, latest.current);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
}
