import { ADDRESS_PARTS } from '@focal/contracts/questionnaires/answer-checks';
import type { AddressAnswer } from '@focal/contracts/questionnaires/answers';
import { Fieldset, Input, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldProps } from './field-props';
import { questionnaireMessages } from './messages';

const texts = questionnaireMessages.fields;
const AUTOCOMPLETE: Record<(typeof ADDRESS_PARTS)[number], string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};
const EMPTY: AddressAnswer = { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' };

/** An address in its parts, each with the browser's address autofill. */
export function AddressField({ question, value, onChange, error, disabled }: FieldProps) {
  const address =
    value && typeof value === 'object' && !Array.isArray(value) && !('id' in value) ? value : EMPTY;
  return (
    <Fieldset
      id={`question-${question.id}`}
      variant="unstyled"
      legend={
        <Input.Label required={question.required} component="span">
          {question.label}
        </Input.Label>
      }
      disabled={disabled}
      aria-invalid={error ? true : undefined}
    >
      {question.help && <Input.Description mb="xs">{question.help}</Input.Description>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {ADDRESS_PARTS.map((part) => (
          <TextInput
            key={part}
            label={texts[part]}
            autoComplete={AUTOCOMPLETE[part]}
            value={address[part]}
            maxLength={200}
            onChange={(event) => onChange({ ...address, [part]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      {error && <Input.Error mt="xs">{error}</Input.Error>}
    </Fieldset>
  );
}
