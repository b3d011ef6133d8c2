import { Group, Input, List, Stack, Text, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useId, useRef } from 'react';
import { RichTextField } from '../../../shared/rich-text/rich-text-field';
import { MergeFieldMenu } from './merge-field-menu';
import { templateMessages } from './messages';
import { errorText, messagesFor, type Problems } from './template-problems';

const texts = templateMessages.editor;

export type TemplateDraft = { name: string; subject: string; body: string };

type Props = {
  draft: TemplateDraft;
  problems: Problems;
  onChange: (next: Partial<TemplateDraft>) => void;
};

const mergeTag = (key: string) => `{{${key}}}`;

/** The editor's fields, each with its problems (validate's or a refused save's) beside it. */
export function TemplateFields({ draft, problems, onChange }: Props) {
  const subjectRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const bodyErrorId = useId();
  const bodyErrors = messagesFor(problems, 'body');

  // At the caret of the subject (or its end), so "Hello {{client_first_name}}" reads as typed.
  const insertIntoSubject = (key: string) => {
    const input = subjectRef.current;
    const at = input?.selectionStart ?? draft.subject.length;
    const end = input?.selectionEnd ?? at;
    onChange({ subject: `${draft.subject.slice(0, at)}${mergeTag(key)}${draft.subject.slice(end)}` });
  };
  const insertIntoBody = (key: string) => {
    editorRef.current?.chain().focus().insertContent(mergeTag(key)).run();
  };

  return (
    <Stack gap="md">
      <TextInput
        label={texts.name}
        required
        value={draft.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errorText(messagesFor(problems, 'name'))}
        data-autofocus
      />
      <Stack gap={4}>
        <TextInput
          ref={subjectRef}
          label={texts.subject}
          required
          value={draft.subject}
          onChange={(event) => onChange({ subject: event.currentTarget.value })}
          error={errorText(messagesFor(problems, 'subject'))}
        />
        <Group justify="flex-end">
          <MergeFieldMenu target={texts.subject} onPick={insertIntoSubject} />
        </Group>
      </Stack>
      <Stack gap={4}>
        <Group justify="space-between" align="end">
          <Input.Label required>{texts.body}</Input.Label>
          <MergeFieldMenu target={texts.body} onPick={insertIntoBody} />
        </Group>
        <RichTextField
          label={texts.body}
          blocks
          minHeight={200}
          initialHtml={draft.body}
          onChange={(body) => onChange({ body })}
          onReady={(editor) => (editorRef.current = editor)}
          errorId={bodyErrors.length > 0 ? bodyErrorId : undefined}
        />
        {bodyErrors.length > 0 && (
          <Text component="div" c="red.8" size="sm" id={bodyErrorId}>
            <List size="sm" c="red.8">
              {bodyErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
