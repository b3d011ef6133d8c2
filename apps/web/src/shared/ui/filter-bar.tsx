import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { sharedMessages as texts } from '../messages';
import classes from './filter-bar.module.css';
import { IconFilter } from './icons';

type Props = {
  /** The search field, always in sight. */
  search: ReactNode;
  /** How many of the filters are set: the Filters button says so. */
  active: number;
  /** The filters themselves. */
  children: ReactNode;
};

/**
 * A list's search and filters (issue 31). On a desktop one row, as before; on a phone the search
 * and a Filters button with the number set, the filters unfolding under them when it is pressed,
 * so the list's first record is on the first screen. CSS chooses (no width read in script).
 */
export function FilterBar({ search, active, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <div className={classes.search}>{search}</div>
      <Button
        hiddenFrom="md"
        variant="default"
        leftSection={<IconFilter size={16} aria-hidden focusable={false} />}
        rightSection={
          active > 0 && (
            <Badge size="sm" circle>
              {active}
              <VisuallyHidden> {texts.filtersActive}</VisuallyHidden>
            </Badge>
          )
        }
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {texts.filters}
      </Button>
      <div id={id} className={classes.fold} data-open={open || undefined}>
        {children}
      </div>
    </Group>
  );
}
