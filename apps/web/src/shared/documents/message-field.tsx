import { Text, Textarea } from '@mantine/core';
import { errorAt, type FieldErrors } from './line-draft';
import { documentEditorMessages } from './messages';

const texts = documentEditorMessages.message;

type Props = {
  message: string;
  /** The contract's limit (QUOTE_LIMITS.message, INVOICE_LIMITS.message). */
  max: number;
  errors: FieldErrors;
  onChange: (part: { message: string }) => void;
};

/**
 * The studio's message to the client on a quote or an invoice. No `maxLength`: a longer text
 * pasted in is not cut silently; the count turns red as it passes the limit and the contract's
 * check refuses it on save, with its message on the field.
 */
export function MessageField({ message, max, errors, onChange }: Props) {
  const over = message.length > max;
  return (
    <Textarea
      label={texts.label}
      description={
        <>
          {texts.hint}{' '}
          <Text span inherit c={over ? 'red.8' : undefined} fw={over ? 600 : undefined}>
            {texts.count(message.length, max)}
          </Text>
        </>
      }
      rows={3}
      value={message}
      error={errorAt(errors, 'message')}
      onChange={(e) => onChange({ message: e.currentTarget.value })}
    />
  );
}
