// Mantine's Select on its own, with its styles, so a list's filters can load it after the first
// screen (filter-select.tsx).
import '@mantine/core/styles/Combobox.css';

export { Select } from '@mantine/core';
