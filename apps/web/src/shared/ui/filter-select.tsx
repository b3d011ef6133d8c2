import { ComboboxChevron, type Select as MantineSelect, type SelectProps, TextInput } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { useAfterFirstContent } from '../routing/first-content';

type SelectComponent = typeof MantineSelect;

// The select's code (Mantine's combobox, popover, floating-ui and scroll area: six files, some
// 40 KB) is not on the list's first screen: it loads once the page has been painted, and each
// filter is a read-only field of the same look until then.
let loaded: SelectComponent | undefined;
const loadSelect = () =>
  import('./mantine-select').then(({ Select }) => {
    loaded = Select;
    return Select;
  });

type Props = SelectProps & { label: string; w: number };

/**
 * A filter's Select, drawn first as a read-only field with its label, value and chevron. A filter
 * clicked or focused before the select has loaded opens, focused, as soon as it has.
 */
export function FilterSelect(props: Props) {
  const [Select, setSelect] = useState(() => loaded);
  const [wanted, setWanted] = useState(false);
  const after = useAfterFirstContent();
  useEffect(() => {
    if (Select || !(after || wanted)) return;
    let live = true;
    // The swap of the list's selects is a transition: React draws the three in slices, yielding to the
    // browser between them, where at once it was one task of 90-150 ms on a phone (issue 31: TBT).
    // Wanted by the user, it is drawn at once.
    const swap = (component: SelectComponent) =>
      wanted ? setSelect(() => component) : startTransition(() => setSelect(() => component));
    const show = () => void loadSelect().then((component) => live && swap(component));
    // After the page's first content (shared/routing/first-content.ts) and the paint after it, so its
    // download and swap do not hold back what the page waits for; at once when the field is wanted.
    if (wanted) show();
    const frame = requestAnimationFrame(() => setTimeout(show, 0));
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [Select, wanted, after]);
  if (Select) return <Select {...props} {...(wanted && { autoFocus: true, defaultDropdownOpened: true })} />;
  const want = () => setWanted(true);
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={labelOf(props.data, props.value)}
      readOnly
      w={props.w}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onFocus={(event) => {
        want();
        props.onFocus?.(event);
      }}
      onPointerDown={want}
    />
  );
}

function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (!value) return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('value' in item && item.value === value) return item.label;
  }
  return value;
}
