import { Alert, Box, Button, Group, TextInput } from '@mantine/core';
import { invoicesMessages } from '../messages';

type Props = {
  label: string;
  /** Under the label: what the amount is measured against (the balance, what is left). */
  description: string;
  value: string;
  error: string | undefined;
  /** Buttons that fill in an amount ("Full balance ($1,900.00)"). */
  choices: readonly { label: string; value: string }[];
  /** Said as the amount is typed, before saving (the credit kept, the balance it moves). */
  notice: string | null;
  onChange: (value: string) => void;
};

/** A money dialog's amount, typed as text, with its quick choices and what it will do. */
export function AmountField({ label, description, value, error, choices, notice, onChange }: Props) {
  return (
    <>
      <TextInput
        label={label}
        description={description}
        withAsterisk
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        data-autofocus
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Group gap="xs" role="group" aria-label={invoicesMessages.payment.quick}>
        {choices.map((choice) => (
          <Button key={choice.label} variant="light" size="compact-sm" onClick={() => onChange(choice.value)}>
            {choice.label}
          </Button>
        ))}
      </Group>
      <Box aria-live="polite">
        {notice && (
          <Alert color="blue" role="status">
            {notice}
          </Alert>
        )}
      </Box>
    </>
  );
}
