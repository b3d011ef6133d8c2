import { fireEvent, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom neither decodes nor lays out pictures, nor makes object URLs: these stand in for the browser
 * (its APIs only, none of our code) so the cropper's own steps run as they do in Chromium.
 */
export function browserImageApis() {
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://localhost/${++made}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

/** Stands in for a 2D canvas: drawImage draws nothing, the encoders answer a tiny PNG. */
export function workingCanvas() {
  const context = { drawImage: vi.fn(), imageSmoothingQuality: 'low' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' })),
  );
  return context;
}

/** The cropper's <img> once its source is loaded. */
export async function cropperImage(): Promise<HTMLImageElement> {
  let image: HTMLImageElement | null = null;
  await waitFor(() => {
    image = document.querySelector<HTMLImageElement>('[data-cropper-status] img');
    if (!image) throw new Error('no picture yet');
  });
  return image!;
}

/** The browser decoded the picture (natural size) and laid it out (displayed size), then fired load. */
export function display(image: HTMLImageElement, natural: [number, number], shown: [number, number]) {
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: natural[0] });
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: natural[1] });
  image.getBoundingClientRect = () => new DOMRect(0, 0, shown[0], shown[1]);
  fireEvent.load(image);
}

export const cropArea = (name: string) => screen.findByRole('group', { name });
