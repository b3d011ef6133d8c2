import { SIGNATURE_IMAGE_TYPES } from '@focal/contracts/email-settings';
import type { EmailSignature } from '@focal/contracts/email-settings';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Image.css';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useLinkMutation } from '../api/supplied-links';
import type { SectionLinks } from '../api/types';
import { multipartFile } from '../../../shared/http/multipart';
import { emailSettingsMessages } from '../messages';

const texts = emailSettingsMessages.signature;

/** Spec 02 §3 "a signature image uploaded as a file": multipart, field `file`; shown, and removable. */
export function SignatureImage({ imageUrl, links }: { imageUrl: string | null; links: SectionLinks }) {
  const upload = useLinkMutation<{ imageUrl: string }, Blob>(links.UPLOAD_IMAGE);
  const remove = useLinkMutation<EmailSignature, undefined>(links.DELETE_IMAGE);

  const send = async (file: File | null) => {
    if (!file) return;
    try {
      await upload.mutateAsync(multipartFile('file', file));
      notifySuccess(texts.imageSaved);
    } catch (error) {
      handleApiError(error);
    }
  };
  const drop = async () => {
    try {
      await remove.mutateAsync(undefined);
      notifySuccess(texts.imageRemoved);
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {texts.image}
      </Text>
      {imageUrl && <Image src={imageUrl} alt={texts.imageAlt} maw={240} fit="contain" />}
      <Group gap="sm">
        {links.UPLOAD_IMAGE && (
          <FileButton onChange={(file) => void send(file)} accept={SIGNATURE_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button variant="default" loading={upload.isPending} {...props}>
                {texts.chooseImage}
              </Button>
            )}
          </FileButton>
        )}
        {imageUrl && links.DELETE_IMAGE && (
          <Button variant="subtle" color="red" loading={remove.isPending} onClick={() => void drop()}>
            {texts.removeImage}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {texts.imageHint}
      </Text>
    </Stack>
  );
}
