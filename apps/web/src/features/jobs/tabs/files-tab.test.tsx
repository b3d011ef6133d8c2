import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobFile } from '@focal/contracts';
import { ok } from '../../../test/fetch-mock';
import { profile, record } from '../test/fixtures';
import { renderJobs } from '../test/render-jobs';

const ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const JOB = `/api/user/jobs/${ID}`;

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
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    UploadRequest.sent.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const stored = (name: string): JobFile => ({
  id: 'f1',
  name,
  contentType: 'text/plain',
  sizeBytes: 2048,
  createdAt: '2026-11-01T10:00:00.000Z',
  downloadPath: `${JOB}/files/f1`,
});

describe('the files tab', () => {
  it('shows the upload in progress, and takes the same file again after a failed upload', async () => {
    UploadRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', UploadRequest);
    let items: JobFile[] = [];
    const { user } = renderJobs(`/jobs/view/${ID}?tab=files`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', leadStage: null }))),
      [`GET ${JOB}/files`]: () => ok({ items }),
    });
    const file = new File(['First look, ceremony'], 'shot-list.txt', { type: 'text/plain' });
    const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(await screen.findByText(/No files yet/)).toBeVisible();

    await user.upload(picker(), file);
    expect(UploadRequest.sent).toHaveLength(1);
    expect(UploadRequest.sent[0]!.url).toBe(`${JOB}/files`);
    expect(await screen.findByText('Uploading shot-list.txt')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload a file' })).toBeDisabled();
    UploadRequest.sent[0]!.answer(500, {
      errorCode: 'InternalError',
      errorTitle: 'Upload failed',
      errorMessage: 'The file could not be stored',
      data: null,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload a file' })).toBeEnabled());
    expect(screen.queryByText('Uploading shot-list.txt')).toBeNull();

    // The same file once more: the picker was cleared, so picking it again sends it again.
    await user.upload(picker(), file);
    expect(UploadRequest.sent).toHaveLength(2);
    items = [stored('shot-list.txt')];
    UploadRequest.sent[1]!.answer(200, { data: items[0] });
    expect(await screen.findByText('File uploaded.')).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'shot-list.txt' })).toBeVisible();
  });

  it('shows a download running on its row and takes no second click until the file has come', async () => {
    let deliver: (response: Response) => void = () => undefined;
    const { user, api } = renderJobs(`/jobs/view/${ID}?tab=files`, {
      [`GET ${JOB}`]: () => ok(profile(record({ stage: 'job', leadStage: null }))),
      [`GET ${JOB}/files`]: () => ok({ items: [stored('contract.pdf')] }),
      [`GET ${JOB}/files/f1`]: () => new Promise<Response>((resolve) => (deliver = resolve)),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const button = await screen.findByRole('button', { name: 'Download contract.pdf' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    expect(api.to('GET', `${JOB}/files/f1`)).toHaveLength(1);
    deliver(new Response(new Blob(['%PDF']), { status: 200 }));
    await waitFor(() => expect(button).toBeEnabled());
  });
});
