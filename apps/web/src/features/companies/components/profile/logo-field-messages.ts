/** The logo field's own texts since logos go through the photo cropper (issue 15). */
export const logoFieldMessages = {
  hint: 'PNG, JPG, HEIC, BMP, GIF, TIFF, SVG, WebP or ICO, at most 5 MB. Drop an image here or choose one; you crop it to a square before it is saved.',
  modalTitle: 'Upload logo',
} as const;
