import type { ComponentType } from 'react';

/**
 * A tab of a profile page (a job's or lead's, a client's). The page reads its tabs from a registry
 * that app/ fills (app/profile-tabs/), so a feature adds a tab to a profile without editing the page.
 * `Panel` may be `React.lazy`: the page shows panels inside Suspense.
 */
export type ProfileTab<P> = {
  /** The tab's value; where the profile keeps its tab in the address, the `?tab=` value. */
  id: string;
  label: string;
  /** Tabs show in ascending order; leave gaps so a tab can go between two. */
  order: number;
  /** The count beside the label, where the tab has one. */
  count?: (props: P) => number | undefined;
  Panel: ComponentType<P>;
};

/** The tabs as the profile shows them. */
export const tabsInOrder = <P>(tabs: readonly ProfileTab<P>[]) => [...tabs].sort((a, b) => a.order - b.order);
