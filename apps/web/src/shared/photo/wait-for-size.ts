/** Spec 02 §9: the displayed size is checked up to 40 more times, 50 ms apart, before loading fails. */
const SIZE_RETRIES = 40;
const SIZE_RETRY_MS = 50;

export type Size = { width: number; height: number };

/** The picture's size as laid out on the page, once it has one. */
const displayedSize = (image: HTMLImageElement): Size | null => {
  const { width, height } = image.getBoundingClientRect();
  return image.naturalWidth > 0 && width > 0 && height > 0 ? { width, height } : null;
};

/**
 * Resolves with the displayed size once the loaded picture has one; rejects when it still has none
 * after SIZE_RETRIES more tries (a decoded picture the browser cannot lay out, a zero-sized SVG).
 * `signal` stops the tries when the cropper is reset or goes away.
 */
export function waitForDisplayedSize(image: HTMLImageElement, signal: AbortSignal): Promise<Size> {
  return new Promise((resolve, reject) => {
    let retries = 0;
    const check = () => {
      if (signal.aborted) return;
      const size = displayedSize(image);
      if (size) return resolve(size);
      if (retries === SIZE_RETRIES) return reject(new Error('no displayed size'));
      retries += 1;
      setTimeout(check, SIZE_RETRY_MS);
    };
    check();
  });
}
