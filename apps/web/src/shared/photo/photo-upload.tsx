import { Stack, Text } from '@mantine/core';
import type { CropOutput } from './crop-output';
import { CropModal } from './crop-modal';
import type { CropperOptions } from './options';
import { PhotoPicker } from './photo-picker';
import { useImagePick } from './use-image-pick';

type Props = {
  photoUrl: string | null | undefined;
  size: number;
  alt?: string;
  options: CropperOptions;
  /** Sends the crop (the caller's upload); rejecting keeps the modal open with the error shown. */
  onSave: (output: CropOutput) => Promise<void>;
};

/**
 * The widget as a picker (spec 02 §3 "Photo upload"): a checked file opens the cropper modal, and
 * the caller's onSave uploads the result. Without an upload address, render PhotoWidget alone.
 */
export function PhotoUpload({ photoUrl, size, alt, options, onSave }: Props) {
  const pick = useImagePick();
  return (
    <Stack gap="xs" align="flex-start">
      <PhotoPicker
        photoUrl={photoUrl}
        size={size}
        {...(alt !== undefined && { alt })}
        input={pick.input}
        onFile={(file) => void pick.pick(file)}
      />
      {pick.problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {pick.problem}
        </Text>
      )}
      <CropModal file={pick.file} options={options} onSave={onSave} onClose={pick.close} />
    </Stack>
  );
}
