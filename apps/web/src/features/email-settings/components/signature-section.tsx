import type { EmailSignature, SaveEmailSignatureRequest } from '@focal/contracts/email-settings';
import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { Html } from '../../../shared/html/lazy-html';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useLinkMutation, useLinkQuery } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { editorHtml } from '../../../shared/rich-text/editor-html';
import { emailSettingsMessages } from '../messages';
import { RichTextField } from '../../../shared/rich-text/rich-text-field';
import { SettingsSection } from './settings-section';
import { SignatureImage } from './signature-image';

const texts = emailSettingsMessages.signature;

function SignatureForm({ signature, links }: { signature: EmailSignature; links: SectionLinks }) {
  const save = useLinkMutation<EmailSignature, SaveEmailSignatureRequest>(links.SAVE);
  const [html, setHtml] = useState(signature.bodySignature);
  const editor = useRef<Editor | null>(null);

  const submit = async () => {
    const bodySignature = editor.current ? editorHtml(editor.current) : html;
    try {
      const saved = await save.mutateAsync({ bodySignature });
      // What the server kept (sanitised) is what the preview shows.
      setHtml(saved.bodySignature);
      notifySuccess(texts.saved);
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <Stack gap="md">
      <RichTextField
        label={texts.editorLabel}
        minHeight={120}
        initialHtml={signature.bodySignature}
        onChange={setHtml}
        onReady={(created) => (editor.current = created)}
      />
      <Group justify="flex-end">
        <Button loading={save.isPending} disabled={!links.SAVE} onClick={() => void submit()}>
          {texts.save}
        </Button>
      </Group>
      <SignatureImage imageUrl={signature.imageUrl} links={links} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {texts.preview}
        </Text>
        <Card withBorder padding="md" aria-label={texts.preview} role="region">
          {html ? (
            <Html html={html} />
          ) : (
            <Text c="dimmed" size="sm">
              {texts.previewEmpty}
            </Text>
          )}
          {signature.imageUrl && <Image src={signature.imageUrl} alt="" maw={240} fit="contain" mt="xs" />}
        </Card>
      </Stack>
    </Stack>
  );
}

/** Spec 02 §2 "a signature section": rich text and an image, added to every email to clients. */
export function SignatureSection({ links }: { links: SectionLinks }) {
  const query = useLinkQuery<EmailSignature>(links.GET);
  return (
    <SettingsSection title={texts.heading} intro={texts.intro} query={query} lines={4}>
      {(signature) => <SignatureForm signature={signature} links={links} />}
    </SettingsSection>
  );
}
