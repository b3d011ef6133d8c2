// The icons are imported one file each (shared/ui/icons.ts), so the build and the tests load only
// the icons in use, never the package's 6,000-icon index; the package types only that index.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const icon: TablerIcon;
  export default icon;
  /** The icon's SVG elements, for markup drawn without React (features/calendar/components/entry-nodes.ts). */
  export const __iconNode: [tag: string, attributes: Record<string, string>][];
}
