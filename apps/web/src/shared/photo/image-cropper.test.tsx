import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { type CropState, ImageCropper } from './image-cropper';
import { photoMessages as texts } from './messages';
import type { CropperOptions } from './options';
import { fileOf, HEADS } from './test-files';
import { browserImageApis, cropArea, cropperImage, display } from './test-display';

const png = () => fileOf(HEADS.png, 'photo.png');

function renderCropper(
  options: CropperOptions = {},
  source: Parameters<typeof ImageCropper>[0]['source'] = { file: png() },
) {
  const onCrop = vi.fn<(state: CropState) => void>();
  const onReady = vi.fn();
  const onLoadFailed = vi.fn();
  renderPage(
    <ImageCropper
      source={source}
      options={options}
      displaySize={300}
      onCrop={onCrop}
      onReady={onReady}
      onLoadFailed={onLoadFailed}
    />,
  );
  const lastCrop = () => {
    const { crop } = onCrop.mock.lastCall![0];
    return [crop.x, crop.y, crop.width, crop.height].map((n) => Math.round(n * 1000) / 1000);
  };
  return { onCrop, onReady, onLoadFailed, lastCrop };
}

beforeEach(browserImageApis);
afterEach(() => vi.restoreAllMocks());

describe('loading the picture (spec 02 §4)', () => {
  it('fails when the displayed size is still unknown after 40 retries at 50 ms: console, event and a message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onLoadFailed, onReady } = renderCropper();
    const image = await cropperImage();
    vi.useFakeTimers();
    fireEvent.load(image); // decoded, but jsdom lays nothing out: no size
    await vi.advanceTimersByTimeAsync(40 * 50 - 1);
    expect(onLoadFailed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onLoadFailed).toHaveBeenCalledWith('no-size');
    expect(onReady).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      'The cropper could not load the image:',
      'no-size',
      expect.any(Error),
    );
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.loadFailed);
  });

  it('is ready once the picture has a size, with the largest centred square as the first crop', async () => {
    const { onReady, lastCrop } = renderCropper();
    display(await cropperImage(), [600, 400], [300, 200]);
    await waitFor(() => expect(onReady).toHaveBeenCalledOnce());
    expect(lastCrop()).toEqual([50, 0, 200, 200]);
  });

  it('fetches a web address with a plain GET', async () => {
    const fetch = vi.fn(async () => new Response(HEADS.gif.slice(), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { onReady } = renderCropper({}, { url: '/files/photos/current.png' });
    display(await cropperImage(), [100, 100], [100, 100]);
    await waitFor(() => expect(onReady).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledWith('/files/photos/current.png', {
      method: 'GET',
      credentials: 'same-origin',
    });
  });

  it('loads base64 and fails an SVG without a size with a message saying so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>');
    const { onLoadFailed } = renderCropper({}, { base64: `data:image/svg+xml;base64,${svg}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.svgWithoutSize);
    expect(onLoadFailed).toHaveBeenCalledWith('svg-without-size');
  });

  it('refuses base64 that is no picture', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onLoadFailed } = renderCropper({}, { base64: btoa('<html><body>hello</body></html>') });
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    expect(onLoadFailed).toHaveBeenCalledWith('invalid-type');
  });
});

describe('the keyboard on the crop (spec 02 §4, §9)', () => {
  async function readyCropper(options: CropperOptions = {}) {
    const cropper = renderCropper(options);
    display(await cropperImage(), [600, 400], [300, 200]);
    await waitFor(() => expect(cropper.onReady).toHaveBeenCalled());
    // Make room on every side: 200 → 140 px, then into the middle.
    const area = await cropArea(texts.cropArea);
    for (let i = 0; i < 20; i += 1) fireEvent.keyDown(area, { key: 'ArrowLeft', shiftKey: true });
    return { ...cropper, area };
  }

  it('moves 3 px per arrow by default (react-image-crop alone moves 1)', async () => {
    const { area, lastCrop } = await readyCropper();
    expect(lastCrop()).toEqual([50, 0, 140, 140]);
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyDown(area, { key: 'ArrowDown' });
    expect(lastCrop()).toEqual([53, 3, 140, 140]);
  });

  it('resizes with Shift from the bottom-right, and with Alt from the opposite edge', async () => {
    const { area, lastCrop } = await readyCropper();
    fireEvent.keyDown(area, { key: 'ArrowDown' });
    fireEvent.keyDown(area, { key: 'ArrowDown' }); // 50, 6, 140
    fireEvent.keyDown(area, { key: 'ArrowRight', shiftKey: true });
    expect(lastCrop()).toEqual([50, 6, 143, 143]);
    fireEvent.keyDown(area, { key: 'ArrowUp', altKey: true });
    expect(lastCrop()).toEqual([47, 3, 146, 146]);
    fireEvent.keyDown(area, { key: 'ArrowRight', altKey: true });
    expect(lastCrop()).toEqual([50, 6, 143, 143]);
  });

  it.each([
    [7, 57],
    [12, 59],
    [0, 51],
  ])('takes a step set from 1 to 9 (step %i moves the crop to x = %i)', async (keyboardStep, x) => {
    const { area, lastCrop } = await readyCropper({ keyboardStep });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    expect(lastCrop()[0]).toBe(x);
  });
});
