import { PHOTO_MAX_LABEL } from '@focal/contracts/photo-constants';

/**
 * Texts of the photo widget, the file check and the cropper modal. Spec 02 gives 'UPLOAD PHOTO',
 * 'Max 5mb', 'Upload Photo', 'Crop & Save', 'Cancel' and 'Crop image failed' word for word; the
 * rest (why a file is refused, a picture that does not load) are ours.
 */
export const photoMessages = {
  overlayTitle: 'UPLOAD PHOTO',
  overlayLimit: PHOTO_MAX_LABEL,
  /** The widget's accessible name when it picks a file. */
  pick: 'Upload a new photo (max 5mb)',
  modalTitle: 'Upload Photo',
  save: 'Crop & Save',
  cancel: 'Cancel',
  close: 'Close',
  cropArea:
    'Crop area: arrows move it, Shift with arrows resizes it, Alt with arrows resizes it from the other edge',
  preview: 'Preview of the cropped image',
  loading: 'Loading the image…',
  cropFailed: 'Crop image failed',
  invalidType: 'The image type is invalid. Choose a PNG, JPG, HEIC, BMP, GIF, TIFF, SVG, WebP or ICO image.',
  tooBig: 'The image is larger than 5mb. Choose a smaller one.',
  svgWithoutSize:
    'This SVG has no size: it needs a width and a height, or a viewBox, before it can be cropped.',
  loadFailed: 'The image could not be loaded. Try another file.',
} as const;
