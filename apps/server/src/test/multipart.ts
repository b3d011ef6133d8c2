/** A multipart/form-data body with one file part, as a browser's FormData sends it (for app.inject). */
export function multipartFile(filename: string, type: string, bytes: Buffer | string, field = 'file') {
  const boundary = '----focal-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
