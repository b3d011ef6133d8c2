import { vi } from 'vitest';

/**
 * The names files were saved under: the browser's download is a click on a link with `download`
 * (shared/documents/save-blob.ts). Restore with `vi.restoreAllMocks()`.
 */
export function watchDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:download', revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
