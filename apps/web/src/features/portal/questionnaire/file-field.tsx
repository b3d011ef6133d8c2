import { Input, Text } from '@mantine/core';
import type { FieldProps } from './field-props';
import { questionnaireMessages } from './messages';

/** A file question: until uploads are taken here, the client sends the file by email. */
export function FileField({ question, value, error }: FieldProps) {
  const file = value && typeof value === 'object' && 'id' in value ? value : null;
  return (
    <Input.Wrapper
      id={`question-${question.id}`}
      label={question.label}
      description={question.help ?? undefined}
      required={question.required}
      error={error}
    >
      <Text size="sm" c="dimmed" mt={4}>
        {file ? file.name : questionnaireMessages.fields.fileUnsupported}
      </Text>
    </Input.Wrapper>
  );
}
