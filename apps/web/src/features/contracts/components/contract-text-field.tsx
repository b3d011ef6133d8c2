import { Group, Input, Stack, Text } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useId, useRef } from 'react';
import { RichTextField } from '../../../shared/rich-text/rich-text-field';
import { MergeFieldMenu } from './merge-field-menu';

type Props = {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | undefined;
};

/** A contract's text: Mantine's rich text editor (tiptap) with the merge field menu above it. */
export function ContractTextField({ label, initialHtml, onChange, error }: Props) {
  const editorRef = useRef<Editor | null>(null);
  const errorId = useId();
  const insert = (key: string) => editorRef.current?.chain().focus().insertContent(`{{${key}}}`).run();
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="end">
        <Input.Label required>{label}</Input.Label>
        <MergeFieldMenu target={label} onPick={insert} />
      </Group>
      <RichTextField
        label={label}
        blocks
        minHeight={320}
        initialHtml={initialHtml}
        onChange={onChange}
        onReady={(editor) => (editorRef.current = editor)}
        errorId={error ? errorId : undefined}
      />
      {error && (
        <Text c="red.8" size="sm" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
