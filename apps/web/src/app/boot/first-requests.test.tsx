import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBootstrapOnly } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { COMPANY_FIRST_REQUESTS } from './early-requests';
import { FIRST_REQUESTS, portalFirstRequests } from './first-requests';

afterEach(() => vi.unstubAllGlobals());

// The table the inline script sends from is the pages' own first requests: a page that asks for
// something else fails here, and its line in first-requests.ts changes with it.
describe.each(Object.entries(FIRST_REQUESTS))('the page at %s', (path, expected) => {
  it('asks first for what index.html’s early requests send', async () => {
    signIn();
    // The page's requests are left unanswered: only their addresses count.
    const asked = answerBootstrapOnly();
    renderApp(path);
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining([...expected])));
  });
});

// The calendar's range is the company's: the page asks for the range the script computes from the bootstrap.
describe.each(Object.entries(COMPANY_FIRST_REQUESTS))('the page at %s', (path, requestsOf) => {
  it('asks first for what index.html’s early requests send once the bootstrap names the company', async () => {
    signIn();
    const asked = answerBootstrapOnly();
    renderApp(path);
    const { id, timeZone } = bootstrapFixture().authorizedCompany;
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(requestsOf({ id, timeZone }))));
  });
});

const COMPANY = '4f0c2b1a-7d3e-4a5b-9c6d-1e2f3a4b5c6d';
const ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

// A client's portal page asks first for its session and its document, which the inline script sends.
describe.each(['', `/quotes/${ID}`, `/invoices/${ID}`, `/contracts/${ID}`, `/questionnaires/${ID}`])(
  'the portal page /portal/{company}%s',
  (rest) => {
    it('asks first for what index.html’s early requests send', async () => {
      const path = `/portal/${COMPANY}${rest}`;
      const expected = portalFirstRequests(path);
      expect(expected).toHaveLength(2);
      const asked = answerBootstrapOnly();
      renderApp(path);
      await waitFor(() => expect(asked).toEqual(expect.arrayContaining(expected)));
    });
  },
);

it('sends nothing early for a portal address that is not a page of the signed-in portal', () => {
  expect(portalFirstRequests(`/portal/${COMPANY}/sign-in`)).toEqual([]);
  expect(portalFirstRequests(`/portal/${COMPANY}/open/link_abc`)).toEqual([]);
  expect(portalFirstRequests(`/portal/${COMPANY}/contracts/not-an-id`)).toEqual([]);
});
