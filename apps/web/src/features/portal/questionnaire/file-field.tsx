import { ANSWER_FILE_TYPES, ANSWER_LIMITS } from '@focal/contracts/questionnaires/answer-checks';
import { Button, Group, Input, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/http/api-error';
import type { FieldProps } from './field-props';
import { questionnaireMessages } from './messages';

const texts = questionnaireMessages.fields;
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** A picture or a PDF: uploaded as soon as it is chosen, then saved as the answer; removable. */
export function FileField({ question, value, onChange, error, disabled, upload }: FieldProps) {
  const file = value && typeof value === 'object' && 'id' in value ? value : null;
  const [tooLarge, setTooLarge] = useState(false);
  const uploading = useMutation({ mutationFn: upload, onSuccess: onChange });
  const failure = uploading.error;
  const problem = tooLarge
    ? texts.tooLarge
    : failure
      ? (isApiError(failure) && failure.fields.file) || texts.uploadFailed
      : null;
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    uploading.reset();
    setTooLarge(chosen.size > ANSWER_LIMITS.fileBytes);
    if (chosen.size <= ANSWER_LIMITS.fileBytes) uploading.mutate(chosen);
  };
  const id = `question-${question.id}`;
  return (
    <Input.Wrapper
      id={id}
      label={question.label}
      description={question.help ?? texts.fileHint}
      required={question.required}
      error={problem ?? error}
    >
      {file ? (
        <Group gap="xs" mt={4}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {`${file.name} (${size(file.size)})`}
          </Text>
          {!disabled && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onChange(null)}
              aria-label={texts.removeFile(file.name)}
            >
              {texts.remove}
            </Button>
          )}
        </Group>
      ) : (
        !disabled && (
          <Group gap="xs" mt={4}>
            <input
              id={id}
              type="file"
              accept={ANSWER_FILE_TYPES.join(',')}
              disabled={uploading.isPending}
              aria-invalid={problem || error ? true : undefined}
              onChange={(event) => choose(event.currentTarget.files?.[0])}
            />
            {uploading.isPending && <Text size="sm">{texts.uploading}</Text>}
          </Group>
        )
      )}
    </Input.Wrapper>
  );
}
