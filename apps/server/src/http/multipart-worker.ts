import { answerJobs } from '../lib/job-thread.ts';

/** The multipart reader's thread (started by multipart.ts through job-thread.ts). */
export type FormFileJob = { body: Uint8Array; contentType: string };
export type FormFileResult =
  | { kind: 'malformed' }
  | { kind: 'missing' }
  | { kind: 'file'; name: string; type: string; bytes: Uint8Array };

/** The `file` field of a multipart body, read with the platform's own reader (the Fetch API's FormData). */
async function readFormFile({ body, contentType }: FormFileJob): Promise<FormFileResult> {
  let form: FormData;
  try {
    // Cloned or handed over, the bytes arrive here over a plain ArrayBuffer, never a shared one.
    const bytes = body as Uint8Array<ArrayBuffer>;
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { kind: 'malformed' };
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') return { kind: 'missing' };
  return { kind: 'file', name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
}

answerJobs<FormFileJob, FormFileResult>(readFormFile, (result) =>
  result.kind === 'file' ? [result.bytes.buffer as ArrayBuffer] : [],
);
