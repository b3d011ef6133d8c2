import { SANDBOX_TEST_CARDS } from '@focal/contracts/subscription-payments';
import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Fieldset.css';
import { spacedNumber } from '../../../shared/payments/card-entry';
import { type CardEntry, type CardErrors, typedCvc, typedExpiry } from '../lib/card-entry';
import { portalMessages } from '../messages';

const texts = portalMessages.pay;

type Props = {
  entry: CardEntry;
  errors: CardErrors;
  onChange: (change: Partial<CardEntry>) => void;
  /** While paying the fields are read-only (not disabled: what was typed stays readable). */
  readOnly: boolean;
};

/**
 * The card as the sandbox takes it: number, expiry and CVC, with the autocomplete names a phone's
 * saved cards fill in, and the test card to use while payments are in test mode.
 */
export function CardEntryFields({ entry, errors, onChange, readOnly }: Props) {
  return (
    <Fieldset legend={texts.card} variant="unstyled">
      <Stack gap="sm">
        <TextInput
          label={texts.number}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={texts.numberPlaceholder}
          readOnly={readOnly}
          value={entry.number}
          error={errors.number}
          onChange={(event) => onChange({ number: spacedNumber(event.currentTarget.value) })}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={texts.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={texts.expiryPlaceholder}
            readOnly={readOnly}
            value={entry.expiry}
            error={errors.expiry}
            onChange={(event) => onChange({ expiry: typedExpiry(event.currentTarget.value) })}
          />
          <TextInput
            label={texts.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            readOnly={readOnly}
            value={entry.cvc}
            error={errors.cvc}
            onChange={(event) => onChange({ cvc: typedCvc(event.currentTarget.value) })}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {texts.testCards(spacedNumber(SANDBOX_TEST_CARDS.succeeds))}
        </Text>
      </Stack>
    </Fieldset>
  );
}
