import type { Bootstrap } from '@focal/contracts';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoMessages } from '../../../shared/photo/messages';
import { fileOf, HEADS } from '../../../shared/photo/test-files';
import { browserImageApis, cropperImage, display, workingCanvas } from '../../../shared/photo/test-display';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { mockProfilePage, PROFILE_PATH_UNDER_TEST } from '../test-profile-page';
import { setupUser } from '../../../test/user-event';

const PATH = PROFILE_PATH_UNDER_TEST;
const UPLOAD = { url: ApiRoutes.uploadPhoto.path, method: 'POST' };
const NEW_PHOTO = '/files/photos/5f1d.png';

const withLinks = (
  links: Bootstrap['profile']['resourcesLinks'],
  routes: Parameters<typeof mockApi>[0] = {},
) => mockProfilePage({ links, routes });

const photoSection = () => screen.findByRole('region', { name: 'Profile photo' });
const accountButton = () => screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
const fileInput = () => document.querySelector<HTMLInputElement>('section input[type=file]')!;
// The dialog's own filter is the browser's: a file chosen under "All files", or dropped, reaches the check.
const user = () => setupUser({ applyAccept: false });

beforeEach(browserImageApis);
afterEach(() => vi.restoreAllMocks());

describe('the profile photo (spec 02 §2–§4)', () => {
  it('is the widget alone without the UPLOAD_PHOTO link: no picker, no overlay', async () => {
    withLinks({});
    renderApp(PATH);
    const section = await photoSection();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByText(photoMessages.overlayTitle)).toBeNull();
    expect(within(section).getByText('No photo yet')).toBeVisible();
  });

  it('refuses a renamed web page before any modal, says why, and clears the input', async () => {
    const api = withLinks({ UPLOAD_PHOTO: UPLOAD });
    renderApp(PATH);
    const section = await photoSection();
    const picker = within(section).getByRole('button', { name: photoMessages.pick });
    expect(within(picker).getByText('UPLOAD PHOTO')).toBeInTheDocument();
    expect(within(picker).getByText('Max 5mb')).toBeInTheDocument();

    await user().upload(fileInput(), fileOf('<!doctype html><title>hi</title>', 'me.png', 'image/png'));
    expect(await within(section).findByRole('alert')).toHaveTextContent(photoMessages.invalidType);
    expect(fileInput().value).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST', ApiRoutes.uploadPhoto.path)).toHaveLength(0);
  });

  it('crops and uploads a picture; the page and the header show the new photo without a reload', async () => {
    workingCanvas();
    const api = withLinks(
      { UPLOAD_PHOTO: UPLOAD },
      { [`POST ${ApiRoutes.uploadPhoto.path}`]: () => ok({ PHOTO_URL: NEW_PHOTO }) },
    );
    renderApp(PATH);
    const section = await photoSection();
    expect((await accountButton()).querySelector('[data-photo-url]')).toBeNull();

    await user().upload(fileInput(), fileOf(HEADS.png, 'me.png', 'image/png'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photo' });
    display(await cropperImage(), [600, 400], [300, 200]);
    const save = within(dialog).getByRole('button', { name: 'Crop & Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user().click(save);

    expect(await screen.findByText('Your new profile photo is saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', ApiRoutes.uploadPhoto.path).map((r) => r.body)).toEqual([
      { image: 'data:image/png;base64,iVBORw0KGgo=' },
    ]);
    expect(within(section).getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
      'data-photo-url',
      NEW_PHOTO,
    );
    expect((await accountButton()).querySelector('[data-photo-url]')).toHaveAttribute(
      'data-photo-url',
      NEW_PHOTO,
    );
    expect(fileInput().value).toBe('');
    // From the answer, not asked again.
    expect(api.to('GET', ApiRoutes.bootstrap.path)).toHaveLength(1);
  });

  it('keeps the modal open with the server’s message when the upload fails', async () => {
    workingCanvas();
    withLinks(
      { UPLOAD_PHOTO: UPLOAD },
      {
        [`POST ${ApiRoutes.uploadPhoto.path}`]: () =>
          apiError(400, 'ValidationFailed', null, 'Photo not saved', 'The picture could not be read.'),
      },
    );
    renderApp(PATH);
    await photoSection();
    await user().upload(fileInput(), fileOf(HEADS.png, 'me.png', 'image/png'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photo' });
    display(await cropperImage(), [100, 100], [100, 100]);
    const save = within(dialog).getByRole('button', { name: 'Crop & Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user().click(save);
    expect(await screen.findByText('The picture could not be read.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Upload Photo' })).toBeVisible();
    expect(save).toBeEnabled();
  });

  it('shows the current photo in the header’s account button from bootstrap’s PHOTO_URL', async () => {
    withLinks({ PHOTO_URL: { url: '/files/photos/old.png' } });
    renderApp(PATH);
    expect((await accountButton()).querySelector('[data-photo-url]')).toHaveAttribute(
      'data-photo-url',
      '/files/photos/old.png',
    );
  });
});
