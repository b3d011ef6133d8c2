import { Alert, Box, Button, Image, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Image.css';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { handleApiError } from '../errors/handle-api-error';
import { isMobileView, MOBILE_QUERY } from '../platform';
import { DialogFooter } from '../ui/dialog-footer';
import { CropFailedError, cropImage, type CropOutput } from './crop-output';
import classes from './crop-modal.module.css';
import { type CropState, ImageCropper } from './image-cropper';
import { photoMessages as texts } from './messages';
import { type CropperOptions, resolveOptions } from './options';

/** Spec 02 §9: the preview is at most 300 px on a desktop and 250 px on a phone (≤ 991 px). */
const PREVIEW_MAX = { desktop: 300, mobile: 250 } as const;

type Props = {
  /** The picked file; the modal is open while there is one. */
  file: Blob | null;
  title?: string;
  options: CropperOptions;
  /** Sends the crop; the modal closes when it resolves and stays open (the error shown) when it rejects. */
  onSave: (output: CropOutput) => Promise<void>;
  /** Cancel, the close button, Escape, or a finished save. */
  onClose: () => void;
};

/**
 * Spec 02 §2, §4 "Upload Photo": the cropper with a live preview of the result, 'Crop & Save' and
 * 'Cancel'. While saving the buttons and the close control are off and Save shows it is working.
 */
export function CropModal({ file, title = texts.modalTitle, options, onSave, onClose }: Props) {
  const mobile = useMediaQuery(MOBILE_QUERY, isMobileView(), { getInitialValueInEffect: false }) ?? false;
  const resolved = useMemo(() => resolveOptions(options), [options]);
  const source = useMemo(() => (file ? { file } : null), [file]);
  const [cropState, setCropState] = useState<CropState | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [cropFailed, setCropFailed] = useState(false);
  const drawn = useRef(0);

  const onCrop = (state: CropState) => {
    setCropState(state);
    setCropFailed(false);
    const turn = ++drawn.current;
    cropImage(state.image, state.crop, { ...resolved, format: 'png', outputAsBlob: false }).then(
      (output) => turn === drawn.current && setPreview(output.base64 ?? null),
      () => turn === drawn.current && setPreview(null),
    );
  };

  const forget = () => {
    setCropState(null);
    setPreview(null);
    setCropFailed(false);
  };

  // The save is a mutation: crop (canvas), then the caller's upload; its pending state is the busy one.
  const save = useMutation({
    mutationFn: async (state: CropState) => {
      const output = await cropImage(state.image, state.crop, resolved);
      try {
        await onSave(output);
      } finally {
        if (output.objectUrl) URL.revokeObjectURL(output.objectUrl);
      }
    },
    onSuccess: () => {
      forget();
      onClose();
    },
    onError: (error) => (error instanceof CropFailedError ? setCropFailed(true) : handleApiError(error)),
  });
  const saving = save.isPending;

  const close = () => {
    if (saving) return;
    forget();
    onClose();
  };

  const displaySize = mobile ? PREVIEW_MAX.mobile : PREVIEW_MAX.desktop;
  const round = resolved.round ? classes.round : undefined;
  return (
    <Modal
      opened={file !== null}
      onClose={close}
      title={title}
      centered
      size={mobile ? '100%' : 'auto'}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      closeButtonProps={{ 'aria-label': texts.close, disabled: saving }}
    >
      <Box className={classes.layout} data-mobile={mobile || undefined}>
        <Box className={classes.cropper}>
          {source && (
            <ImageCropper source={source} options={options} displaySize={displaySize} onCrop={onCrop} />
          )}
        </Box>
        <Stack gap={4} align="center" className={classes.previewColumn}>
          <Text size="sm" c="dimmed">
            {texts.preview}
          </Text>
          {preview ? (
            <Image
              src={preview}
              alt={texts.preview}
              className={round}
              maw={displaySize}
              mah={displaySize}
              w="auto"
              fit="contain"
            />
          ) : (
            <Box className={`${classes.placeholder} ${round ?? ''}`} aria-hidden />
          )}
        </Stack>
      </Box>
      {cropFailed && (
        <Alert color="red" role="alert" mt="md">
          {texts.cropFailed}
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={close} disabled={saving}>
          {texts.cancel}
        </Button>
        <Button onClick={() => cropState && save.mutate(cropState)} loading={saving} disabled={!cropState}>
          {texts.save}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
