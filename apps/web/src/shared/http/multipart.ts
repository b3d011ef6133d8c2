/**
 * A multipart/form-data body with one file field, as a Blob (the signature image, the clients' CSV): the API client sends a Blob as it is,
 * typed as it is, so the signature image needs no multipart branch in the client that /login loads.
 */
export function multipartFile(field: string, file: File): Blob {
  // A Blob's type is lower-cased: a lower-case boundary reads the same in the header and the body.
  const boundary = `focal-${crypto.randomUUID()}`;
  const quoted = (text: string) => text.replace(/["\\\r\n]/g, '_');
  const type = (file.type || 'application/octet-stream').replace(/[\r\n]/g, '');
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${quoted(field)}"; filename="${quoted(file.name)}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return new Blob([head, file, `\r\n--${boundary}--\r\n`], {
    type: `multipart/form-data; boundary=${boundary}`,
  });
}
