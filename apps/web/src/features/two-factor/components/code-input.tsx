import { TWO_FA_CODE_LENGTH } from '@focal/contracts/two-factor-constants';
import { TextInput } from '@mantine/core';

type Props = { label: string; placeholder: string; value: string; onChange: (code: string) => void };

/** An authenticator code as phones offer it: digits, at most 6, filled from a one-time-code prompt. */
export function CodeInput({ label, placeholder, value, onChange }: Props) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={TWO_FA_CODE_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      data-autofocus
    />
  );
}
