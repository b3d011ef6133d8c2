import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../navigation';

type Props = AnchorProps & { to: string; children: ReactNode };

/** A plain click stays in the app; a modified or middle click, or one already handled, is the browser's. */
function followInApp(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigateTo(event.currentTarget.pathname + event.currentTarget.search);
}

/**
 * A link to a page of the app, for the rows of a list: an anchor the router follows on a plain click.
 * Not react-router's `Link`, which resolves its address against the route's matches twice per render
 * (a JSON string of them each time): the 25 rows of /clients spent 35 ms of a desktop's first render
 * in it, four times that on a phone. Addresses here are absolute, so there is nothing to resolve.
 */
export function AppAnchor({ to, children, ...props }: Props) {
  return (
    <Anchor href={to} onClick={followInApp} {...props}>
      {children}
    </Anchor>
  );
}
