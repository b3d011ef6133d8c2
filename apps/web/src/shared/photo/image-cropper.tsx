import { Alert, Center, Loader } from '@mantine/core';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import ReactCrop, {
  centerCrop,
  convertToPercentCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type PercentCrop,
  type PixelCrop,
} from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { isArrow, keyboardCrop } from './keyboard';
import { drawableBlob, ImageLoadError, type ImageSource, type LoadFailure } from './load-source';
import { photoMessages as texts } from './messages';
import { type CropperOptions, resolveOptions } from './options';
import { type Size, waitForDisplayedSize } from './wait-for-size';

export type CropState = { image: HTMLImageElement; crop: PixelCrop };

type Props = {
  source: ImageSource;
  options?: CropperOptions;
  /** The longest side the picture is shown at (spec 02 §9: 300 px on a desktop, 250 on a phone). */
  displaySize: number;
  /** After each finished move or resize, and the first crop: what cropImage() needs. */
  onCrop?: (state: CropState) => void;
  onReady?: () => void;
  /** Spec 02 §4, §8: the load-failed event (also logged to the console). */
  onLoadFailed?: (reason: LoadFailure) => void;
};

type Status = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; reason: LoadFailure };

/** Autocrop: the largest crop of the aspect, centred (the whole picture without an aspect). */
const initialCrop = ({ width, height }: Size, aspect: number | undefined): PercentCrop =>
  aspect
    ? centerCrop(makeAspectCrop({ unit: '%', width: 100 }, aspect, width, height), width, height)
    : { unit: '%', x: 0, y: 0, width: 100, height: 100 };

/**
 * Spec 02's cropper over react-image-crop: the picture is reset, loaded (a file, a web address or
 * base64; HEIC decoded, SVG sized), displayed, then the cropper is ready. Arrow keys are taken before
 * react-image-crop sees them, for the spec's step and its Shift/Alt resizes.
 */
export function ImageCropper({ source, options, displaySize, onCrop, onReady, onLoadFailed }: Props) {
  const resolved = useMemo(() => resolveOptions(options), [options]);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const image = useRef<HTMLImageElement>(null);
  const loading = useRef<AbortController | null>(null);
  const events = useRef({ onCrop, onReady, onLoadFailed });
  events.current = { onCrop, onReady, onLoadFailed };

  const fail = (reason: LoadFailure, cause?: unknown) => {
    console.error('The cropper could not load the image:', reason, cause ?? '');
    setStatus({ state: 'failed', reason });
    events.current.onLoadFailed?.(reason);
  };

  useEffect(() => {
    // Reset, then load.
    const controller = new AbortController();
    loading.current = controller;
    setStatus({ state: 'loading' });
    setCrop(undefined);
    setUrl(null);
    let objectUrl: string | null = null;
    drawableBlob(source).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          fail(error instanceof ImageLoadError ? error.reason : 'invalid-type', error);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source]);

  const complete = (next: PixelCrop) => {
    if (image.current) events.current.onCrop?.({ image: image.current, crop: next });
  };

  const displayed = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    const signal = loading.current?.signal;
    if (!signal) return;
    waitForDisplayedSize(img, signal).then(
      (size) => {
        if (signal.aborted) return;
        setStatus({ state: 'ready' });
        events.current.onReady?.();
        if (!resolved.autoCrop) return;
        const first = initialCrop(size, resolved.aspect);
        setCrop(first);
        complete(convertToPixelCrop(first, size.width, size.height));
      },
      (error: unknown) => !signal.aborted && fail('no-size', error),
    );
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const img = image.current;
    if (!isArrow(event.key) || !crop || !img || status.state !== 'ready') return;
    // Before react-image-crop's own handlers (its steps are 1, 10 and 100, Shift moves).
    event.preventDefault();
    event.stopPropagation();
    const { width, height } = img.getBoundingClientRect();
    const box = { width, height };
    const next = keyboardCrop(
      convertToPixelCrop(crop, width, height),
      event,
      resolved.keyboardStep,
      box,
      resolved,
    );
    if (!next) return;
    setCrop(convertToPercentCrop(next, width, height));
    complete(next);
  };

  if (status.state === 'failed') {
    return (
      <Alert color="red" role="alert">
        {status.reason === 'svg-without-size' ? texts.svgWithoutSize : texts.loadFailed}
      </Alert>
    );
  }
  return (
    <div onKeyDownCapture={onKeyDownCapture} data-cropper-status={status.state}>
      {status.state === 'loading' && (
        <Center h={displaySize / 2} aria-live="polite">
          <Loader size="sm" aria-label={texts.loading} />
        </Center>
      )}
      {url && (
        <ReactCrop
          crop={crop}
          aspect={resolved.aspect}
          circularCrop={resolved.round}
          keepSelection
          minWidth={resolved.minSize}
          minHeight={resolved.minSize}
          maxWidth={resolved.maxSize}
          maxHeight={resolved.maxSize}
          disabled={status.state !== 'ready'}
          ariaLabels={{ ...ReactCrop.defaultProps.ariaLabels, cropArea: texts.cropArea }}
          onChange={(_, percent) => setCrop(percent)}
          onComplete={complete}
        >
          <img
            ref={image}
            src={url}
            alt=""
            onLoad={displayed}
            onError={() => fail('not-displayed')}
            style={{ display: 'block', maxWidth: displaySize, maxHeight: displaySize }}
          />
        </ReactCrop>
      )}
    </div>
  );
}
