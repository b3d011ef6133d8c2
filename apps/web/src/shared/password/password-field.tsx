import { TextInput, type TextInputProps, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { passwordMessages } from './messages';
import { PasswordRules } from './password-rules';
import { PasswordStrength } from './password-strength';
import { VisibilityIcon } from './visibility-icon';

type Props = Omit<TextInputProps, 'type' | 'rightSection'> & {
  /** The typed value, for the rules and the strength meter of a new password; leave out for neither. */
  strengthOf?: string;
  userInputs?: string[];
};

/**
 * A password input with a show/hide toggle that keyboards reach (a real button with a pressed
 * state), and an optional strength meter. Built on TextInput: lighter than PasswordInput, which
 * matters on /login.
 */
export function PasswordField({ strengthOf, userInputs, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <UnstyledButton
      type="button"
      onClick={() => setVisible((shown) => !shown)}
      aria-label={passwordMessages.show}
      aria-pressed={visible}
      c="gray.7"
      style={{ display: 'flex', padding: 6, borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <VisibilityIcon hidden={!visible} />
    </UnstyledButton>
  );
  return (
    <div>
      <TextInput
        {...props}
        type={visible ? 'text' : 'password'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        rightSection={toggle}
      />
      {strengthOf !== undefined && (
        <>
          <PasswordRules password={strengthOf} />
          <PasswordStrength password={strengthOf} userInputs={userInputs ?? []} />
        </>
      )}
    </div>
  );
}
