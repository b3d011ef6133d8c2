import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refresh } from '../../../shared/response-extras/refreshers';
import { clearSession } from '../../../shared/session/session-store';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';

const LINK = ApiRoutes.getChatData.path;
const chatData = (name: string) => ({
  widget: { appId: 'app1', apiBase: 'https://api-iam.intercom.io', scriptUrl: 'https://w.test/widget.js' },
  user: { id: 'u1', firstName: 'Dana', email: 'dana@focal.test', registeredAt: '2026-01-02T00:00:00.000Z' },
  company: {
    id: 'c1',
    name,
    email: 'studio@focal.test',
    createdAt: '2026-01-01T00:00:00.000Z',
    plan: 'PRO',
    jobsCount: 0,
    invoiceCount: 0,
    quoteCount: 0,
    contractCount: 0,
    questionnaireCount: 0,
    companyPromoCode: null,
    subscriptionStatus: 'active',
    paymentOptions: {
      paymentMethods: {
        stripe: false,
        stripeConnect: { accountId: null },
        paypal: false,
        bankTransfer: false,
      },
    },
  },
});

/** The signed-in frame, with or without the INTERCOM link; the chat data names a new company each time. */
function frame(withLink: boolean) {
  signIn();
  const boot = bootstrapFixture();
  if (withLink) boot.profile.resourcesLinks = { ...boot.profile.resourcesLinks, INTERCOM: { url: LINK } };
  let served = 0;
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(boot),
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.listSystemNotifications.path}`]: () => ok({ epochSeconds: 0, events: [] }),
    [`GET ${LINK}`]: () => ok(chatData(`Company ${++served}`)),
  });
  renderApp('/');
  return api;
}

const commands = () => (window.Intercom?.q ?? []).map(([command]) => command);

afterEach(() => {
  delete window.Intercom;
  for (const script of document.querySelectorAll('script[src="https://w.test/widget.js"]')) script.remove();
});

describe('the support chat in the frame', () => {
  it('boots after the frame paints, updates on the intercom refresher and shuts down on sign-out', async () => {
    const api = frame(true);
    await waitFor(() => expect(commands()).toEqual(['boot']));
    refresh('intercom');
    await waitFor(() => expect(commands()).toEqual(['boot', 'update']));
    expect(window.Intercom!.q![1]![1]).toMatchObject({ company: { name: 'Company 2' } });
    clearSession('user');
    expect(commands()).toEqual(['boot', 'update', 'shutdown']);
    expect(api.to('GET', LINK)).toHaveLength(2);
  });

  it('loads nothing without the INTERCOM link', async () => {
    const api = frame(false);
    await waitFor(() => expect(api.to('GET', '/api/basic/bootstrap').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    refresh('intercom');
    expect(api.to('GET', LINK)).toHaveLength(0);
    expect(window.Intercom).toBeUndefined();
    expect(document.querySelector('script[src="https://w.test/widget.js"]')).toBeNull();
  });
});
