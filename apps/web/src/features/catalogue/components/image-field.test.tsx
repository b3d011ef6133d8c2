import { ApiRoutes } from '@focal/contracts/api-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { catalogueMessages } from '../messages';
import { bundle, companyAnswer, itemPath, product } from '../test-catalogue';
import { PackageFormModal } from './package-form-modal';
import { ProductFormModal } from './product-form-modal';

const texts = catalogueMessages.image;
const COMPANY = `GET ${itemPath(ApiRoutes.getCompany.path, 'company-1')}`;
const IMAGE_URL = `/files/catalogue/${'a'.repeat(64)}.webp`;

/**
 * The upload's transport, XMLHttpRequest (fetch reports no upload progress): the network boundary,
 * as fetch-mock is for fetch. Each request waits until the test answers it.
 */
class UploadRequest {
  static sent: UploadRequest[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    UploadRequest.sent.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const picture = (name = 'album.png', type = 'image/png') =>
  new File(['\u0089PNG fake bytes'], name, { type });
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(() => {
  UploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', UploadRequest);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:chosen', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const openEdit = (item = product('Prints')) => {
  const api = mockApi({
    [COMPANY]: () => companyAnswer(),
    [`DELETE ${itemPath(ApiRoutes.removeProductImage.path, item.id)}`]: () => ok({ ...item, imageUrl: null }),
  });
  const rendered = renderPage(<ProductFormModal product={item} onClose={() => {}} />, {
    bootstrap: bootstrapFixture(),
  });
  return { ...rendered, api, item };
};

describe("the product form's picture", () => {
  it('uploads a chosen picture at once with its progress (PUT), then shows it', async () => {
    const { user, item } = openEdit();
    const field = await screen.findByRole('group', { name: texts.label });
    expect(within(field).getByText(texts.none)).toBeVisible();
    const file = picture();
    await user.upload(picker(), file);

    expect(UploadRequest.sent).toHaveLength(1);
    const sent = UploadRequest.sent[0]!;
    expect([sent.method, sent.url, sent.body]).toEqual([
      'PUT',
      itemPath(ApiRoutes.uploadProductImage.path, item.id),
      file,
    ]);
    const bar = await within(field).findByRole('progressbar', { name: texts.uploading });
    expect(within(field).getByRole('button', { name: texts.choose })).toBeDisabled();
    sent.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.5'));

    sent.answer(200, { data: { ...item, imageUrl: IMAGE_URL } });
    const shown = await within(field).findByRole('img', { name: 'Picture of Prints' });
    expect(shown).toHaveAttribute('src', IMAGE_URL);
    expect(within(field).queryByRole('progressbar')).toBeNull();
    expect(within(field).getByRole('button', { name: texts.replace })).toBeEnabled();
  });

  it("shows the server's refusal under the picture, and refuses another type before sending", async () => {
    const { user } = openEdit();
    const field = await screen.findByRole('group', { name: texts.label });
    await user.upload(picker(), picture('notes.png'));
    const message = 'This file is not a PNG, JPEG or WebP picture we can read. Choose another image.';
    UploadRequest.sent[0]!.answer(400, {
      errorCode: 'ValidationFailed',
      errorTitle: 'Not an image we can read',
      errorMessage: message,
      data: { fields: { image: message } },
    });
    expect(await within(field).findByRole('alert')).toHaveTextContent(message);
    expect(within(field).getByText(texts.none)).toBeVisible();

    // A GIF (the file dialog's "All files") is refused here, never sent.
    fireEvent.change(picker(), { target: { files: [picture('anim.gif', 'image/gif')] } });
    expect(await within(field).findByRole('alert')).toHaveTextContent(texts.wrongType);
    expect(UploadRequest.sent).toHaveLength(1);
  });

  it('removes the picture only after the confirmation (DELETE)', async () => {
    const { user, api, item } = openEdit(product('Canvas', { imageUrl: IMAGE_URL }));
    const field = await screen.findByRole('group', { name: texts.label });
    expect(within(field).getByRole('img', { name: 'Picture of Canvas' })).toHaveAttribute('src', IMAGE_URL);
    const removeUrl = itemPath(ApiRoutes.removeProductImage.path, item.id);

    await user.click(within(field).getByRole('button', { name: texts.remove }));
    let confirm = await screen.findByRole('dialog', { name: texts.removeTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.removeTitle })).toBeNull());
    expect(api.to('DELETE', removeUrl)).toHaveLength(0);

    await user.click(within(field).getByRole('button', { name: texts.remove }));
    confirm = await screen.findByRole('dialog', { name: texts.removeTitle });
    await user.click(within(confirm).getByRole('button', { name: texts.remove }));
    await waitFor(() => expect(api.to('DELETE', removeUrl)).toHaveLength(1));
    expect(await within(field).findByText(texts.none)).toBeVisible();
    expect(within(field).queryByRole('img')).toBeNull();
  });

  it("sends a new product's picture once the product is added", async () => {
    const created = product('Album');
    const api = mockApi({
      [COMPANY]: () => companyAnswer(),
      [`POST ${ApiRoutes.createProduct.path}`]: () => ok(created),
    });
    const onClose = vi.fn();
    const { user } = renderPage(<ProductFormModal product={undefined} onClose={onClose} />, {
      bootstrap: bootstrapFixture(),
    });
    const field = await screen.findByRole('group', { name: texts.label });
    await user.upload(picker(), picture());
    expect(within(field).getByRole('img', { name: texts.preview('') })).toHaveAttribute('src', 'blob:chosen');
    expect(UploadRequest.sent).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Name/), 'Album');
    await user.type(screen.getByLabelText(/Unit price/), '5');
    await user.click(screen.getByRole('button', { name: catalogueMessages.form.create }));
    await waitFor(() => expect(UploadRequest.sent).toHaveLength(1));
    expect(api.to('POST', ApiRoutes.createProduct.path)).toHaveLength(1);
    expect(UploadRequest.sent[0]!.url).toBe(itemPath(ApiRoutes.uploadProductImage.path, created.id));
    expect(onClose).not.toHaveBeenCalled();
    UploadRequest.sent[0]!.answer(200, { data: { ...created, imageUrl: IMAGE_URL } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("a package's form has the same field, sending to the package's picture", async () => {
    const item = bundle('Wedding day');
    mockApi({ [COMPANY]: () => companyAnswer() });
    const { user } = renderPage(<PackageFormModal item={item} onClose={() => {}} />, {
      bootstrap: bootstrapFixture(),
    });
    const field = await screen.findByRole('group', { name: texts.label });
    await user.upload(picker(), picture('day.jpg', 'image/jpeg'));
    expect(UploadRequest.sent.map((r) => [r.method, r.url])).toEqual([
      ['PUT', itemPath(ApiRoutes.uploadPackageImage.path, item.id)],
    ]);
    UploadRequest.sent[0]!.answer(200, { data: { ...item, imageUrl: IMAGE_URL } });
    expect(await within(field).findByRole('img', { name: 'Picture of Wedding day' })).toHaveAttribute(
      'src',
      IMAGE_URL,
    );
  });
});
