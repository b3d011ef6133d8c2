import { getAccessToken } from '../session/session-store';
import { ApiError, networkError, toErrorBody } from './api-error';
import { commonHeaders } from './headers';
import { runErrorHook } from './hooks';

/**
 * Sends a body (POST; PUT for a catalogue picture) and reports its progress, which fetch cannot:
 * XMLHttpRequest with the API client's headers. Errors go through the error catalogue as the
 * client's do; an expired access token (452) is sent once more by `retry` (through the client,
 * which refreshes).
 */
export function uploadWithProgress<T>(
  url: string,
  body: Blob,
  onProgress: (fraction: number) => void,
  retry: () => Promise<T>,
  method: 'POST' | 'PUT' = 'POST',
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(commonHeaders(getAccessToken())))
      xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', body.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = async () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText) as unknown;
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve((json as { data: T }).data);
      const error = new ApiError(xhr.status, await toErrorBody(xhr.status, json));
      if (error.status === 401 && error.code === '452') {
        return retry().then(resolve, reject);
      }
      runErrorHook(error, { url, method, auth: true });
      reject(error);
    };
    xhr.send(body);
  });
}
