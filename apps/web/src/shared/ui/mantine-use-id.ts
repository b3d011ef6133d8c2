import { useId as useReactId } from 'react';

/**
 * Stands in for `@mantine/hooks`'s `useId` in the build (build/mantine-ids-plugin.ts says why): the
 * id Mantine's first render draws, kept, with no state update after the commit.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
