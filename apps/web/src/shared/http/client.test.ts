import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, ok } from '../../test/fetch-mock';
import { getAccessToken, getRefreshToken, onSignedOut, setTokens } from '../session/session-store';
import { apiFetch } from './client';

const signIn = () => setTokens({ access_token: 'old-access', refresh_token: 'refresh-1' }, 'ada@example.com');
const bearer = (headers: Headers) => headers.get('Authorization');

describe('apiFetch session rules', () => {
  it('sends the spec headers on every request', async () => {
    signIn();
    const api = mockApi({ 'GET /api/thing': () => ok({ n: 1 }) });
    await expect(apiFetch('/api/thing')).resolves.toEqual({ n: 1 });
    const headers = api.requests[0]!.headers;
    expect(bearer(headers)).toBe('Bearer old-access');
    expect(headers.get('PhotographerEmail')).toBe('ada@example.com');
    expect(headers.get('BrowserToken')).toMatch(/^\S{8,}$/);
    expect(headers.get('SessionToken')).toMatch(/^\S{8,}$/);
    expect(headers.get('WebBuildVersion')).toBe('dev');
    expect(headers.get('isMobile')).toBe('false');
  });

  it('sends each load in a task of its own, not in the caller’s (a commit mounting many queries)', async () => {
    signIn();
    const api = mockApi({ 'GET /api/thing': () => ok({ n: 1 }), 'GET /api/other': () => ok({ n: 2 }) });
    const both = Promise.all([apiFetch('/api/thing'), apiFetch('/api/other')]);
    expect(api.requests).toHaveLength(0);
    await expect(both).resolves.toEqual([{ n: 1 }, { n: 2 }]);
    expect(api.requests.map((r) => new URL(r.url, location.href).pathname)).toEqual([
      '/api/thing',
      '/api/other',
    ]);
  });

  it('sends a save in the caller’s task: a page left or reloaded right after still sends it', async () => {
    signIn();
    const api = mockApi({ 'POST /api/thing': () => ok(null) });
    const saved = apiFetch('/api/thing', { method: 'POST', body: { n: 1 } });
    expect(api.requests.map((r) => r.method)).toEqual(['POST']);
    await saved;
  });

  it('says isMobile inside the mobile app shell', async () => {
    signIn();
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) FocalApp/ios/3000201');
    const api = mockApi({ 'GET /api/thing': () => ok(null) });
    await apiFetch('/api/thing');
    expect(api.requests[0]!.headers.get('isMobile')).toBe('true');
    agent.mockRestore();
  });

  it('turns a load answered 200 without data into the generic error; a save without data is empty', async () => {
    signIn();
    const empty = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    mockApi({ 'GET /api/thing': empty, 'POST /api/thing': empty });
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({
      status: 200,
      body: { errorTitle: 'Something went wrong' },
    });
    await expect(apiFetch('/api/thing', { method: 'POST', body: {} })).resolves.toBeNull();
  });

  it('refreshes once for three requests that expire together, then retries all three', async () => {
    signIn();
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const api = mockApi({
      'GET /api/thing': ({ headers, url }) =>
        bearer(headers) === 'Bearer new-access' ? ok({ url }) : apiError(401, '452'),
      'POST /api/auth/refresh': async () => {
        await refreshGate;
        return ok({ access_token: 'new-access', refresh_token: 'refresh-2' });
      },
    });

    const pending = Promise.all([
      apiFetch<{ url: string }>('/api/thing?n=1'),
      apiFetch<{ url: string }>('/api/thing?n=2'),
      apiFetch<{ url: string }>('/api/thing?n=3'),
    ]);
    // Let all three fail with 452 before the refresh answers.
    await waitUntil(() => api.to('GET', '/api/thing').length === 3);
    releaseRefresh();
    const results = await pending;

    expect(results.map((r) => r.url)).toEqual(['/api/thing?n=1', '/api/thing?n=2', '/api/thing?n=3']);
    expect(api.to('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/refresh')[0]!.body).toEqual({ refresh_token: 'refresh-1' });
    const retries = api.to('GET', '/api/thing').slice(3);
    expect(retries).toHaveLength(3);
    expect(retries.every((r) => bearer(r.headers) === 'Bearer new-access')).toBe(true);
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('signs out when the refresh fails', async () => {
    signIn();
    const reasons: string[] = [];
    const stop = onSignedOut((reason) => reasons.push(reason));
    mockApi({
      'GET /api/thing': () => apiError(401, '452'),
      'POST /api/auth/refresh': () => apiError(401, '450'),
    });
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ code: '452', sessionEnded: true });
    stop();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(reasons).toEqual(['expired']);
  });

  it('signs out when the refresh answers 200 without a token pair, keeping nothing of it', async () => {
    signIn();
    const reasons: string[] = [];
    const stop = onSignedOut((reason) => reasons.push(reason));
    mockApi({
      'GET /api/thing': () => apiError(401, '452'),
      'POST /api/auth/refresh': () => ok({ access_token: 'new-access', refresh_token: 42 }),
    });
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ code: '452', sessionEnded: true });
    stop();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(reasons).toEqual(['expired']);
  });

  it('signs out on 450 without trying to refresh', async () => {
    signIn();
    const api = mockApi({ 'GET /api/thing': () => apiError(401, '450') });
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({ code: '450', sessionEnded: true });
    expect(api.to('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
  });

  it('passes other errors through with the server body', async () => {
    signIn();
    mockApi({ 'GET /api/thing': () => apiError(409, 'EmailTaken', null, 'Taken', 'That email is taken.') });
    await expect(apiFetch('/api/thing')).rejects.toMatchObject({
      status: 409,
      code: 'EmailTaken',
      body: { errorTitle: 'Taken', errorMessage: 'That email is taken.' },
      sessionEnded: false,
    });
    expect(getAccessToken()).toBe('old-access');
  });

  it('returns a download as a Blob, and parses a JSON error that arrives as a Blob into the error body', async () => {
    signIn();
    mockApi({
      'GET /api/files/1': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      'GET /api/files/2': () =>
        new Response(
          JSON.stringify({ errorCode: 'NotFound', errorTitle: 'Gone', errorMessage: 'No file.', data: null }),
          { status: 404, headers: { 'Content-Type': 'application/json' } },
        ),
      'GET /api/files/3': () =>
        new Response('<html>oops</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    });
    const file = await apiFetch<Blob>('/api/files/1', { responseType: 'blob' });
    // The Blob of the fetch implementation (jsdom's global Blob is another class).
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    await expect(apiFetch('/api/files/2', { responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      code: 'NotFound',
      body: { errorTitle: 'Gone', errorMessage: 'No file.' },
    });
    await expect(apiFetch('/api/files/3', { responseType: 'blob' })).rejects.toMatchObject({
      status: 502,
      code: 'Internal',
    });
  });

  it('refreshes an expired token for a download too (its 452 arrives as a Blob)', async () => {
    signIn();
    const api = mockApi({
      'GET /api/files/1': ({ headers }) =>
        bearer(headers) === 'Bearer new-access'
          ? new Response('file', { status: 200 })
          : apiError(401, '452'),
      'POST /api/auth/refresh': () => ok({ access_token: 'new-access', refresh_token: 'refresh-2' }),
    });
    const file = await apiFetch<Blob>('/api/files/1', { responseType: 'blob' });
    expect(await file.text()).toBe('file');
    expect(api.to('POST', '/api/auth/refresh')).toHaveLength(1);
  });

  it('treats a 2xx that carries an error body as an empty success', async () => {
    mockApi({ 'POST /api/thing': () => apiError(200, 'Whatever') });
    await expect(apiFetch('/api/thing', { method: 'POST', auth: false })).resolves.toBeNull();
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 1000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
