import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { currentCompany } from '../support/companies.ts';
import { test, expect } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { openWithTokens } from '../support/session.ts';

const PROFILE = '/settings/profile';
const HEIC = readFileSync(new URL('../fixtures/photo.heic', import.meta.url));
const INVALID_TYPE =
  'The image type is invalid. Choose a PNG, JPG, HEIC, BMP, GIF, TIFF, SVG, WebP or ICO image.';

type Picked = { name: string; mimeType: string; buffer: Buffer };

/** A picture of two halves, so a crop shows which part of it was kept. */
const twoHalves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 30 } } }).composite([
    {
      input: { create: { width: width / 2, height, channels: 3, background: { r: 20, g: 160, b: 150 } } },
      left: width / 2,
      top: 0,
    },
  ]);

const pictures = async (): Promise<Picked[]> => [
  { name: 'portrait.png', mimeType: 'image/png', buffer: await twoHalves(400, 300).png().toBuffer() },
  { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await twoHalves(640, 480).jpeg().toBuffer() },
  { name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC },
  {
    name: 'badge.svg',
    mimeType: 'image/svg+xml',
    // A viewBox alone: the browser takes its size from it.
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="60" height="90" fill="#7050ef"/><rect x="60" width="60" height="90" fill="#f3c000"/></svg>',
    ),
  },
];

const photoSection = (page: Page) => page.getByRole('region', { name: 'Profile photo' });
const headerPhoto = (page: Page) =>
  page.getByRole('button', { name: /^Account menu for / }).locator('[data-photo-url]');

/** The picture's size once the browser has loaded it from its address, or null when it does not load. */
const loadedSize = (page: Page, url: string) =>
  page.evaluate(
    (src) =>
      new Promise<[number, number] | null>((resolve) => {
        const image = new Image();
        image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
        image.onerror = () => resolve(null);
        image.src = src;
      }),
    url,
  );

/** Crops with the keyboard: smaller from the bottom-right, a little bigger from the top-left, moved. */
async function cropWithKeyboard(dialog: Locator) {
  const area = dialog.getByRole('group', { name: /^Crop area/ });
  await area.focus();
  for (let i = 0; i < 5; i += 1) await area.press('Shift+ArrowLeft');
  await area.press('ArrowRight');
  await area.press('ArrowDown');
  await area.press('Alt+ArrowUp');
}

test('a photographer uploads a PNG, a JPEG, an iPhone HEIC and an SVG as their photo; the header follows', async ({
  page,
  confirmedUser,
}) => {
  await openWithTokens(page, confirmedUser.tokens, confirmedUser.email, PROFILE);
  const section = photoSection(page);
  await expect(section.getByRole('button', { name: 'Upload a new photo (max 5mb)' })).toBeVisible();
  await expect(headerPhoto(page)).toHaveCount(0);

  let previous: string | null = null;
  for (const [index, picture] of (await pictures()).entries()) {
    await section.locator('input[type=file]').setInputFiles(picture);
    const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
    await expect(dialog.getByRole('group', { name: /^Crop area/ })).toBeVisible({ timeout: 30_000 });
    await cropWithKeyboard(dialog);
    await expect(dialog.getByRole('img', { name: 'Preview of the cropped image' })).toBeVisible();
    // Alt+ArrowUp is the cropper's, not the browser's "back".
    await expect(page).toHaveURL(PROFILE);
    if (index === 0) expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Crop & Save' }).click();
    if (index === 0) await expect(page.getByText('Your new profile photo is saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The header shows the new photo at once, without a reload, and it loads as an 80×80 picture.
    await expect(headerPhoto(page)).toHaveAttribute('data-photo-url', /^\/files\/photos\/[0-9a-f]{64}\.png$/);
    const url = await headerPhoto(page).getAttribute('data-photo-url');
    expect(url, picture.name).not.toBe(previous);
    previous = url;
    expect(await loadedSize(page, url!), picture.name).toEqual([80, 80]);
    await expect(section.locator('[data-photo-url]')).toHaveAttribute('data-photo-url', url!);
    // The input is cleared with the modal: the same file can be picked again.
    expect(await section.locator('input[type=file]').inputValue()).toBe('');

    if (picture.name.endsWith('.HEIC')) {
      // Decoded in the browser: the crop keeps both halves of the iPhone picture, orange then teal.
      const png = await (await page.request.get(url!)).body();
      const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number) => [...data.subarray((40 * 80 + x) * 3, (40 * 80 + x) * 3 + 3)];
      expect(pixel(5)[0]).toBeGreaterThan(200); // orange's red
      expect(pixel(75)[2]).toBeGreaterThan(120); // teal's blue
    }
  }

  // A reload shows the same photo: the server kept it.
  await page.reload();
  await expect(headerPhoto(page)).toHaveAttribute('data-photo-url', previous!);

  // On a phone, the mobile menu shows it beside the user's name.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.locator('[data-photo-url]')).toHaveAttribute('data-photo-url', previous!);
});

test('a file over 5mb and a web page renamed as a picture are refused before the cropper opens', async ({
  page,
  confirmedUser,
}) => {
  await openWithTokens(page, confirmedUser.tokens, confirmedUser.email, PROFILE);
  const section = photoSection(page);
  const input = section.locator('input[type=file]');

  const big = Buffer.alloc(6 * 1024 * 1024);
  (await twoHalves(40, 40).png().toBuffer()).copy(big);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(section.getByRole('alert')).toHaveText('The image is larger than 5mb. Choose a smaller one.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await input.inputValue()).toBe('');

  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  );
  await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: html });
  await expect(section.getByRole('alert')).toHaveText(INVALID_TYPE);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await input.inputValue()).toBe('');
});

test('a company logo goes through the same check and a square crop', async ({
  page,
  request,
  confirmedUser,
}) => {
  const company = await currentCompany(request, confirmedUser.tokens.access_token);
  await openWithTokens(
    page,
    confirmedUser.tokens,
    confirmedUser.email,
    `/settings/company/${company.id}/edit`,
  );
  const zone = page.getByRole('group', { name: 'Company logo' });
  await zone.locator('input[type=file]').setInputFiles({
    name: 'logo.webp',
    mimeType: 'image/webp',
    buffer: await twoHalves(900, 600).webp().toBuffer(),
  });
  const dialog = page.getByRole('dialog', { name: 'Upload logo' });
  await cropWithKeyboard(dialog);
  await dialog.getByRole('button', { name: 'Crop & Save' }).click();
  await expect(page.getByText('Logo updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  const logo = zone.getByRole('img', { name: `${company.name} logo` });
  await expect(logo).toBeVisible();
  const size = await loadedSize(page, (await logo.getAttribute('src'))!);
  // The server keeps a square logo; the crop sent was square and at most 512 px a side.
  expect(size?.[0]).toBe(size?.[1]);
});

/**
 * The corners of the overlay's lines of text that lie outside the round picker, kept MARGIN px in
 * from its edge: text that touches the rim reads as cut off.
 */
const MARGIN = 6;
const textOutsideCircle = (picker: Locator) =>
  picker.evaluate((button, margin) => {
    const circle = button.getBoundingClientRect();
    const [cx, cy, r] = [
      circle.x + circle.width / 2,
      circle.y + circle.height / 2,
      circle.width / 2 - margin,
    ];
    const overlay = button.querySelector('[data-overlay]')!;
    const range = document.createRange();
    range.selectNodeContents(overlay);
    return [...range.getClientRects()]
      .flatMap((line) => [
        [line.left, line.top],
        [line.right, line.top],
        [line.left, line.bottom],
        [line.right, line.bottom],
      ])
      .filter(([x, y]) => Math.hypot(x! - cx, y! - cy) > r)
      .map(([x, y]) => `${Math.round(x! - cx)},${Math.round(y! - cy)} from the centre, beyond ${r}`);
  }, MARGIN);

test('the picker’s UPLOAD PHOTO / Max 5mb overlay fits inside its circle', async ({
  page,
  confirmedUser,
}) => {
  await openWithTokens(page, confirmedUser.tokens, confirmedUser.email, PROFILE);
  const picker = photoSection(page).getByRole('button', { name: 'Upload a new photo (max 5mb)' });
  await picker.hover();
  // Spec 02 §2 gives the overlay's words; they stay, made to fit.
  await expect(picker.getByText('UPLOAD PHOTO', { exact: true })).toBeVisible();
  await expect(picker.getByText('Max 5mb', { exact: true })).toBeVisible();
  expect(await textOutsideCircle(picker)).toEqual([]);
  await expect(picker).toHaveScreenshot('photo-picker-overlay.png');
});
