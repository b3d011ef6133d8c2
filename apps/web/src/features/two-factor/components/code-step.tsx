import { Checkbox, Stack, Text } from '@mantine/core';
import { PasswordField } from '../../../shared/password/password-field';
import { twoFactorMessages } from '../messages';
import { CodeInput } from './code-input';

const texts = twoFactorMessages.code;

type Props = {
  code: string;
  onCode: (code: string) => void;
  /** The owner's switch (enforcement.canChange): the company's name, or null for everyone else. */
  ownerOf: string | null;
  enforce: boolean;
  onEnforce: (enforce: boolean) => void;
  /** My profile's setup of an account with a password: the current password, and its error. */
  password: { value: string; onChange: (value: string) => void; error: string | null } | null;
};

/**
 * Step 3 (spec 02 §2, §5): the app's current code proves the secret arrived; at most 6 characters.
 * From My profile, the current password too (issue 29 §3: a signed-in session alone is not proof).
 */
export function CodeStep({ code, onCode, ownerOf, enforce, onEnforce, password }: Props) {
  return (
    <Stack gap="md">
      <Text>{texts.intro}</Text>
      <CodeInput label={texts.label} placeholder={texts.placeholder} value={code} onChange={onCode} />
      {password && (
        <PasswordField
          label={texts.password}
          description={texts.passwordIntro}
          autoComplete="current-password"
          value={password.value}
          onChange={(event) => password.onChange(event.currentTarget.value)}
          error={password.error}
        />
      )}
      {ownerOf !== null && (
        <Checkbox
          label={texts.enforce(ownerOf)}
          checked={enforce}
          onChange={(event) => onEnforce(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
