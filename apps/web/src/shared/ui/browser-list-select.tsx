import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useMemo } from 'react';
import type { Option } from '../locale/locale-options';

type Props = Omit<NativeSelectProps, 'data'> & {
  /** Builds the options from the browser's Intl data (its language's names). */
  options: () => (Option & { disabled?: boolean })[];
  /** False in the prerendered HTML and while the app hydrates it: the select is drawn empty. */
  live: boolean;
};

/**
 * A native select whose list only the browser knows. Each list is built in its own component, so
 * that React, rendering them after hydration at a deferred priority, can yield to the browser
 * between one list and the next instead of building all three in one long task on a phone.
 */
export function BrowserListSelect({ options, live, ...props }: Props) {
  // Pass a module-level builder: a new function each render would rebuild the list each render.
  const data = useMemo(() => (live ? options() : []), [live, options]);
  return <NativeSelect {...props} data={data} />;
}
