import { Checkbox, Stack, Text } from '@mantine/core';
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
};

/** Step 3 (spec 02 §2, §5): the app's current code proves the secret arrived; at most 6 characters. */
export function CodeStep({ code, onCode, ownerOf, enforce, onEnforce }: Props) {
  return (
    <Stack gap="md">
      <Text>{texts.intro}</Text>
      <CodeInput label={texts.label} placeholder={texts.placeholder} value={code} onChange={onCode} />
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
