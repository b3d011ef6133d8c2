import { ComboboxChevron, type Select as MantineSelect, type SelectProps, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAfterFirstContent } from '../routing/first-content';
import { whenIdle } from '../routing/when-idle';

type SelectComponent = typeof MantineSelect;

// The select's code (Mantine's combobox, popover, floating-ui and scroll area: six files, some
// 40 KB) is not on the list's first screen. It loads once the page has drawn its first content and the
// browser is idle, and each filter is a read-only combobox of the same look until someone reaches for
// it: mounted with the list, the three selects were nine commits and some 80 ms of work inside a
// phone's first seconds (issue 31: TBT), for a control most visits never open.
let loading: Promise<SelectComponent> | undefined;
const loadSelect = () => (loading ??= import('./mantine-select').then(({ Select }) => Select));

type Props = SelectProps & { label: string; w: number };

/** How the user reached for the filter: a pointer opens its list, the keyboard only focuses it. */
type Wanted = 'pointer' | 'keyboard';

/**
 * A list filter: a read-only combobox with its label, value and chevron, which becomes Mantine's
 * Select, focused, when it is clicked or focused (opened, when clicked).
 */
export function FilterSelect(props: Props) {
  const [Select, setSelect] = useState<SelectComponent>();
  const [wanted, setWanted] = useState<Wanted>();
  const after = useAfterFirstContent();
  useEffect(() => {
    if (after && !loading) return whenIdle(() => void loadSelect());
  }, [after]);
  useEffect(() => {
    if (!wanted || Select) return;
    let live = true;
    void loadSelect().then((component) => live && setSelect(() => component));
    return () => {
      live = false;
    };
  }, [wanted, Select]);
  if (Select)
    return <Select {...props} autoFocus defaultDropdownOpened={wanted === 'pointer'} />;
  const want = (how: Wanted) => setWanted((already) => already ?? how);
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={labelOf(props.data, props.value)}
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      w={props.w}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onFocus={(event) => {
        want('keyboard');
        props.onFocus?.(event);
      }}
      // The select takes the stand-in's place once the click is over: swapped at the pointer's
      // press, the rest of that click landed on the select and closed the list it had opened.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => want('pointer')}
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
