/** Saves a downloaded Blob under its name (the browser's download, as a link's would be). */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
