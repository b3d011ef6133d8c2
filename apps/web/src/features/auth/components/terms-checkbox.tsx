import { Checkbox, type CheckboxProps, Popover, Text } from '@mantine/core';
import { TERMS_REQUIRED } from '@focal/contracts/messages';
import { authMessages } from '../messages';

type Props = CheckboxProps & { showReminder: boolean };

/** Spec 01 §5: unticked on submit, a popup asks to accept the terms (the page times it). */
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
    >
      <Popover.Target>
        <div>
          <Checkbox label={authMessages.signup.terms} {...props} />
        </div>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" role="alert">
          {TERMS_REQUIRED}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
