// Mantine's Select on its own, so the list's filters can load it after the first screen
// (components/filter-select.tsx).
export { Select } from '@mantine/core';
