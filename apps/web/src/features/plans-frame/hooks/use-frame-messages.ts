import { type RefObject, useEffect, useRef } from 'react';
import { type FrameContext, handleFrameMessage } from '../lib/frame-actions';
import { readFrameMessage } from '../lib/read-frame-message';

/** Hears the frame's events (spec 01 §4.5) while mounted; the latest context handles each one. */
export function useFrameMessages(frame: RefObject<HTMLIFrameElement | null>, ctx: FrameContext) {
  const latest = useRef(ctx);
  useEffect(() => {
    latest.current = ctx;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, frame.current?.contentWindow);
      if (message) void handleFrameMessage(message, latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
}
