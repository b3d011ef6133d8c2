import { Popover, Text } from '@mantine/core';
import { TERMS_REQUIRED } from '@focal/contracts/messages';
import type { ReactNode } from 'react';

/** The terms reminder's popup above the checkbox (terms-checkbox.tsx loads it on first use). */
export function TermsReminder({ opened, children }: { opened: boolean; children: ReactNode }) {
  return (
    <Popover
      opened={opened}
      position="top-start"
      withArrow
      shadow="md"
      trapFocus={false}
      returnFocus={false}
      // Shown for 3 s whatever the scroll position; no need to hide it when the checkbox scrolls away.
      hideDetached={false}
      // The reminder is an alert, not a dialog the checkbox opens: no aria-haspopup on its wrapper.
      withRoles={false}
    >
      <Popover.Target>
        <div>{children}</div>
      </Popover.Target>
      {/* Never wider than a phone's screen (it would widen the page). */}
      <Popover.Dropdown maw="calc(100vw - 32px)">
        <Text size="sm" role="alert">
          {TERMS_REQUIRED}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
