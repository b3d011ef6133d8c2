import type { Plugin } from 'vite';

/** Mantine's ScrollArea, as its package ships it. */
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS = '\0focal-scroll-area-merge-refs';

/**
 * Mantine's ScrollArea imports @floating-ui/react for one hook, `useMergeRefs`, and its Table imports
 * ScrollArea (for `Table.ScrollContainer`, which our tables use without it). So every list's first
 * screen downloaded and ran floating-ui (14.5 kB brotli), which only its selects and menus need, and
 * they load after the list's first answer (issue 31). ScrollArea gets @mantine/hooks' `useMergedRef`
 * instead: the same merged callback ref, taking the refs as arguments rather than an array.
 */
export function mantineMergeRefs(): Plugin {
  return {
    name: 'focal-mantine-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer) ? MERGE_REFS : null;
    },
    load(id) {
      if (id !== MERGE_REFS) return null;
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        'export const useMergeRefs = (refs) => useMergedRef(...refs);',
        '',
      ].join('\n');
    },
  };
}
