import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { renderPage } from '../../test/render-page';
import { CropModal } from './crop-modal';
import type { CropOutput } from './crop-output';
import { photoMessages as texts } from './messages';
import { fileOf, HEADS } from './test-files';
import { browserImageApis, cropperImage, display, workingCanvas } from './test-display';

const PHOTO = { round: true, outputAsBlob: false, resizeTo: 80 } as const;

async function openWithPicture(onSave: (output: CropOutput) => Promise<void>, options = PHOTO) {
  const onClose = vi.fn();
  const { user } = renderPage(
    <CropModal file={fileOf(HEADS.png, 'me.png')} options={options} onSave={onSave} onClose={onClose} />,
  );
  const dialog = await screen.findByRole('dialog', { name: texts.modalTitle });
  display(await cropperImage(), [600, 400], [300, 200]);
  const save = within(dialog).getByRole('button', { name: texts.save });
  await waitFor(() => expect(save).toBeEnabled());
  return { dialog, save, onClose, user };
}

beforeEach(browserImageApis);
afterEach(() => vi.restoreAllMocks());

describe('Upload Photo (spec 02 §2, §4)', () => {
  it('sends the crop as an 80×80 PNG in base64, busy meanwhile, then closes', async () => {
    workingCanvas();
    let finish: () => void = () => {};
    const onSave = vi.fn((_: CropOutput) => new Promise<void>((resolve) => (finish = resolve)));
    const { dialog, save, onClose, user } = await openWithPicture(onSave);
    expect(within(dialog).getByRole('button', { name: texts.cancel })).toBeEnabled();
    // The live preview of the result.
    expect(await within(dialog).findByRole('img', { name: texts.preview })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );

    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    const output = onSave.mock.calls[0]![0];
    // The largest centred square of a 600×400 picture is 400×400: scaled down to 80.
    expect(output).toMatchObject({
      width: 80,
      height: 80,
      base64: 'data:image/png;base64,iVBORw0KGgo=',
      imagePosition: { x1: 100, y1: 0, x2: 500, y2: 400 },
      cropperPosition: { x1: 50, y1: 0, x2: 250, y2: 200 },
    });
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenLastCalledWith('image/png', 0.92);
    // Saving: both buttons and the close control off, Save showing it works.
    expect(save).toHaveAttribute('data-loading', 'true');
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: texts.cancel })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: texts.close })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('keeps the modal open and shows the error when the upload fails', async () => {
    workingCanvas();
    const failure = new ApiError(400, {
      errorCode: 'ValidationFailed',
      errorTitle: 'Photo not saved',
      errorMessage: 'The picture could not be read.',
      data: null,
    });
    const { dialog, save, onClose, user } = await openWithPicture(() => Promise.reject(failure));
    await user.click(save);
    expect(await screen.findByText('The picture could not be read.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(save).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: texts.cancel })).toBeEnabled();
  });

  it("says 'Crop image failed' when the browser cannot draw the crop, and sends nothing", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const onSave = vi.fn(() => Promise.resolve());
    const { dialog, save, user } = await openWithPicture(onSave);
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.cropFailed);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('gives a square crop as a PNG blob, scaled down to 512 at most (a logo)', async () => {
    workingCanvas();
    const onSave = vi.fn((_: CropOutput) => Promise.resolve());
    const { save, user } = await openWithPicture(onSave, {
      round: false,
      outputAsBlob: true,
      resizeTo: 512,
    } as never);
    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    const output = onSave.mock.calls[0]![0];
    // 400×400 is under 512: kept, never scaled up.
    expect(output).toMatchObject({ width: 400, height: 400, objectUrl: expect.stringMatching(/^blob:/) });
    expect(output.blob?.type).toBe('image/png');
  });

  it('Cancel closes it', async () => {
    const { dialog, onClose, user } = await openWithPicture(() => Promise.resolve());
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['a desktop', false, '300px'],
    ['a phone (≤ 991 px)', true, '250px'],
  ])('lays out for %s: the picture at most %s', async (_, phone, max) => {
    const desktopMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...desktopMatchMedia(query),
      matches: phone && query.includes('991px'),
    });
    onTestFinished(() => {
      window.matchMedia = desktopMatchMedia;
    });
    const { dialog } = await openWithPicture(() => Promise.resolve());
    const image = dialog.querySelector<HTMLImageElement>('[data-cropper-status] img')!;
    expect(image.style.maxWidth).toBe(max);
    expect(image.style.maxHeight).toBe(max);
    // Side by side on a desktop; the preview under the cropper on a phone.
    expect(dialog.querySelector('[data-mobile]') !== null).toBe(phone);
  });
});
