import { Checkbox, type CheckboxProps, Popover, Text } from '@mantine/core';
import { TERMS_REQUIRED } from '@focal/contracts/messages';
import { useCallback, useEffect, useState } from 'react';
import { sharedMessages } from '../messages';

/** Spec 01 §5: how long the terms reminder stays up. */
export const TERMS_REMINDER_MS = 3000;

/** Whether the terms reminder shows, and a way to show it (it hides itself after 3 s). */
export function useTermsReminder() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), TERMS_REMINDER_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const remind = useCallback((show: boolean) => setShown(show), []);
  return [shown, remind] as const;
}

type Props = CheckboxProps & { showReminder: boolean };

/** Spec 01 §5: unticked on submit, a popup asks to accept the terms (useTermsReminder times it). */
export function TermsCheckbox({ showReminder, ...props }: Props) {
  return (
    <Popover
      opened={showReminder}
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
        <div>
          <Checkbox label={sharedMessages.termsOfUse} {...props} />
        </div>
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
