import { PHOTO_OUTPUT_SIZE } from '@focal/contracts/photo-constants';
import { Group, Text } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import type { CropOutput } from '../../../shared/photo/crop-output';
import type { CropperOptions } from '../../../shared/photo/options';
import { PhotoUpload } from '../../../shared/photo/photo-upload';
import { PhotoWidget } from '../../../shared/photo/photo-widget';
import { showCodedToast } from '../../../shared/toasts/toast-codes';
import { Section } from '../../../shared/ui/section';
import { useUploadPhoto } from '../api/upload-photo';
import { profileMessages } from '../messages';

const texts = profileMessages.photo;

/** Spec 02 §5: a round, square crop leaving as an 80×80 PNG (scaling down only) in base64. */
const PHOTO_CROP: CropperOptions = {
  round: true,
  format: 'png',
  outputAsBlob: false,
  aspectRatio: 1,
  resizeTo: PHOTO_OUTPUT_SIZE,
};

/**
 * Spec 02 "Profile photo widget": round, the photo or an empty-user icon; with the server's
 * UPLOAD_PHOTO link it picks a file, crops it and uploads it (toast s_3 of group profile).
 */
export function PhotoSection({ photoUrl }: { photoUrl: string | null }) {
  const canUpload = Boolean(useBootstrap().profile.resourcesLinks.UPLOAD_PHOTO);
  const upload = useUploadPhoto();
  const save = async (output: CropOutput) => {
    if (!output.base64) return;
    await upload.mutateAsync(output.base64);
    showCodedToast({ code: 's_3', context: 'profile' });
  };
  const alt = photoUrl ? texts.heading : '';
  return (
    <Section title={texts.heading}>
      <Group gap="md" align="flex-start">
        {canUpload ? (
          <PhotoUpload photoUrl={photoUrl} size={96} alt={alt} options={PHOTO_CROP} onSave={save} />
        ) : (
          <PhotoWidget photoUrl={photoUrl} size={96} alt={alt} />
        )}
        <Text size="sm" c="dimmed" maw={360}>
          {photoUrl ? (canUpload ? texts.change : '') : canUpload ? texts.add : texts.none}
        </Text>
      </Group>
    </Section>
  );
}
