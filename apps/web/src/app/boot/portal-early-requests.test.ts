import { ApiRoutes } from '@focal/contracts/api-routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFetch } from '../../shared/http/client';
import { apiError, mockApi, ok } from '../../test/fetch-mock';
import { sendPortalEarlyRequests } from './portal-early-requests';

const company = '4f0c2b1a-7d3e-4a5b-9c6d-1e2f3a4b5c6d';
const contract = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const sessionPath = `/api/portal/${company}/session`;
const contractPath = `/api/portal/${company}/contracts/${contract}`;
const session = (brand: { brandColour?: string | null; logoUrl?: string | null } = {}) => ({
  company: { name: 'Lumen & Co', logoUrl: null, brandColour: null, ...brand },
  client: { displayName: 'Anna Smith', firstName: 'Anna' },
  preview: false,
});

/** portal.html's band as the build prerenders it (BrandHeader with an empty heading), hidden. */
function renderBand() {
  document.body.innerHTML =
    '<div id="root"></div><div class="portal-band"><header><div><div><h1></h1></div></div></header></div>';
}
const band = () => document.querySelector<HTMLElement>('.portal-band');
const shown = () => document.documentElement.hasAttribute('data-portal-band');

beforeEach(() => {
  renderBand();
  window.history.replaceState(null, '', `/portal/${company}/contracts/${contract}`);
});
afterEach(() => {
  document.documentElement.removeAttribute('data-portal-band');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  delete window.focalEarlyResponses;
});

describe('the requests portal.html sends before the portal’s code', () => {
  it('the session and the document, without the studio’s token; the portal’s calls take them', async () => {
    const api = mockApi({
      [`GET ${sessionPath}`]: () => ok(session()),
      [`GET ${contractPath}`]: () => ok({ id: contract }),
    });
    sendPortalEarlyRequests();
    await expect.poll(() => api.requests.length).toBe(2);
    expect(api.requests.map((r) => r.url)).toEqual([sessionPath, contractPath]);
    for (const request of api.requests) expect(request.headers.get('Authorization')).toBeNull();

    const params = { companyId: company };
    expect(await apiFetch(ApiRoutes.getPortalSession, { params, auth: false })).toEqual(session());
    expect(api.requests).toHaveLength(2);
  });

  it('nothing with a query in the address, or off a portal page', () => {
    const api = mockApi({});
    for (const path of [`/portal/${company}?preview=1`, `/portal/${company}/open/abc`, '/clients']) {
      window.history.replaceState(null, '', path);
      sendPortalEarlyRequests();
    }
    expect(api.requests).toEqual([]);
  });
});

describe('the studio’s band, drawn before the portal’s code', () => {
  it('shows the studio’s name from the session’s answer', async () => {
    mockApi({ [`GET ${sessionPath}`]: () => ok(session()), [`GET ${contractPath}`]: () => ok({}) });
    sendPortalEarlyRequests();
    await expect.poll(shown).toBe(true);
    expect(band()!.querySelector('h1')!.textContent).toBe('Lumen & Co');
    expect(band()!.querySelector('img')).toBeNull();
    expect(band()!.querySelector('header')!.style.background).toBe('');
  });

  it('on the studio’s colour, with the text that reads on it, and its logo before the name', async () => {
    const brand = { brandColour: '#1a237e', logoUrl: '/api/portal/logo.png' };
    mockApi({ [`GET ${sessionPath}`]: () => ok(session(brand)), [`GET ${contractPath}`]: () => ok({}) });
    sendPortalEarlyRequests();
    await expect.poll(shown).toBe(true);
    const header = band()!.querySelector('header')!;
    expect(header.style.background).toBe('rgb(26, 35, 126)');
    expect(header.style.color).toBe('rgb(255, 255, 255)');
    const logo = band()!.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/api/portal/logo.png');
    expect(logo.alt).toBe('');
    expect(logo.nextElementSibling?.tagName).toBe('H1');
  });

  it('stays hidden when the client is not signed in (the sign-in page names the studio)', async () => {
    const api = mockApi({
      [`GET ${sessionPath}`]: () => apiError(401, 'Unauthorized'),
      [`GET ${contractPath}`]: () => apiError(401, 'Unauthorized'),
    });
    sendPortalEarlyRequests();
    await expect.poll(() => api.requests.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown()).toBe(false);
    expect(band()!.querySelector('h1')!.textContent).toBe('');
  });
});
