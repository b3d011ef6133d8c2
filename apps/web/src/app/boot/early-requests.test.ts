import { ApiRoutes } from '@focal/contracts/api-routes';
import { COMPANY_HEADER } from '@focal/contracts/headers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFetch } from '../../shared/http/client';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';
import { calendarFirstRequest } from '../../features/calendar/api/first-request';
import { sendEarlyRequests } from './early-requests';
import { FIRST_REQUESTS } from './first-requests';

const [clientsList] = FIRST_REQUESTS['/clients']!;

function openAt(path: string, { shell = true } = {}) {
  window.history.replaceState(null, '', path);
  if (shell) document.documentElement.setAttribute('data-shell', '');
}

beforeEach(() => signIn());
afterEach(() => {
  document.documentElement.removeAttribute('data-shell');
  window.history.replaceState(null, '', '/');
  delete window.focalEarlyResponses;
});

describe('the requests index.html sends before the app’s code', () => {
  it('the bootstrap, then the page’s list in the bootstrap’s company: the app’s own calls take them', async () => {
    const bootstrap = bootstrapFixture();
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrap),
      'GET /api/user/clients': () => ok({ items: [], nextCursor: null }),
    });
    openAt('/clients');
    sendEarlyRequests();
    await expect.poll(() => api.to('GET', '/api/user/clients')).toHaveLength(1);
    const [list] = api.to('GET', '/api/user/clients');
    expect(list!.url).toBe(clientsList);
    expect(list!.headers.get(COMPANY_HEADER)).toBe(bootstrap.authorizedCompany.id);
    expect(list!.headers.get('Authorization')).toBe('Bearer access-1');

    expect(await apiFetch(ApiRoutes.bootstrap, {})).toEqual(bootstrap);
    expect(api.to('GET', '/api/basic/bootstrap')).toHaveLength(1);
  });

  it('the calendar’s range in the bootstrap company’s time zone, as the page asks for it', async () => {
    const bootstrap = bootstrapFixture({ timeZone: 'America/New_York' });
    const api = mockApi({
      'GET /api/basic/bootstrap': () => ok(bootstrap),
      'GET /api/user/calendar': () => ok({ entries: [] }),
    });
    openAt('/calendar');
    sendEarlyRequests();
    await expect.poll(() => api.to('GET', '/api/user/calendar')).toHaveLength(1);
    const [range] = api.to('GET', '/api/user/calendar');
    expect(range!.url).toBe(calendarFirstRequest('America/New_York'));
    expect(range!.headers.get(COMPANY_HEADER)).toBe(bootstrap.authorizedCompany.id);
  });

  it('nothing without the frame’s shell (signed out, or a page without the frame)', () => {
    const api = mockApi({});
    openAt('/clients', { shell: false });
    sendEarlyRequests();
    expect(api.requests).toEqual([]);
  });

  it('the bootstrap alone on a page not in the table, or with filters in the address', async () => {
    const api = mockApi({ 'GET /api/basic/bootstrap': () => ok(bootstrapFixture()) });
    for (const path of ['/settings', '/clients?q=ann']) {
      openAt(path);
      sendEarlyRequests();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requests.map((r) => r.url)).toEqual(['/api/basic/bootstrap', '/api/basic/bootstrap']);
  });
});
