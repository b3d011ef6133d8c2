import { TWO_FA_CODE_LENGTH } from '@focal/contracts/two-factor-constants';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { twoFactorMessages } from '../messages';

const texts = twoFactorMessages.code;

type Props = {
  code: string;
  onCode: (code: string) => void;
  /** The owner's switch (enforcement.canChange): the company's name, or null for everyone else. */
  ownerOf: string | null;
  enforce: boolean;
  onEnforce: (enforce: boolean) => void;
};

/** Step 3 (spec 02 §2, §5): the app's current code proves the secret arrived; at most 6 characters. */
export function CodeStep({ code, onCode, ownerOf, enforce, onEnforce }: Props) {
  return (
    <Stack gap="md">
      <Text>{texts.intro}</Text>
      <TextInput
        label={texts.label}
        placeholder={texts.placeholder}
        value={code}
        onChange={(event) => onCode(event.currentTarget.value)}
        maxLength={TWO_FA_CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        data-autofocus
      />
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
