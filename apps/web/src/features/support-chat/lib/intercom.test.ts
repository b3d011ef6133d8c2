import type { ChatData } from '@focal/contracts/support-chat';
import { afterEach, describe, expect, it } from 'vitest';
import { bootOrUpdate, chatSettings, shutdownChat } from './intercom';

const data = (companyName = 'Lumen Portraits'): ChatData => ({
  widget: { appId: 'app1', apiBase: 'https://api-iam.eu.intercom.io', scriptUrl: 'https://w.test/widget.js' },
  user: { id: 'u1', firstName: 'Dana', email: 'dana@focal.test', registeredAt: '2026-01-02T03:04:05.000Z' },
  company: {
    id: 'c1',
    name: companyName,
    email: 'studio@focal.test',
    createdAt: '2026-01-01T00:00:00.000Z',
    plan: 'PRO',
    jobsCount: 0,
    invoiceCount: 0,
    quoteCount: 0,
    contractCount: 0,
    questionnaireCount: 0,
    companyPromoCode: null,
    subscriptionStatus: 'trialing',
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

const queued = () => (window.Intercom?.q ?? []).map((args) => args[0]);

afterEach(() => {
  shutdownChat();
  delete window.Intercom;
});

describe('the Intercom command queue', () => {
  it('sends the user data of spec 01 §3 and the company as Intercom reads them', () => {
    expect(chatSettings(data())).toEqual({
      app_id: 'app1',
      api_base: 'https://api-iam.eu.intercom.io',
      user_id: 'u1',
      name: 'Dana',
      email: 'dana@focal.test',
      created_at: Date.UTC(2026, 0, 2, 3, 4, 5) / 1000,
      company: expect.objectContaining({
        id: 'c1',
        name: 'Lumen Portraits',
        created_at: Date.UTC(2026, 0, 1) / 1000,
        plan: 'PRO',
        subscriptionStatus: 'trialing',
        paymentMethodStripe: false,
        paymentMethodStripeConnectAccountId: null,
      }),
    });
  });

  it('boots once and loads the script once, updates after that, and shuts down once', () => {
    bootOrUpdate(data());
    bootOrUpdate(data('Lumen & Co Photography'));
    expect(queued()).toEqual(['boot', 'update']);
    expect(document.querySelectorAll('script[src="https://w.test/widget.js"]')).toHaveLength(1);
    shutdownChat();
    shutdownChat();
    expect(queued()).toEqual(['boot', 'update', 'shutdown']);
    // The next user boots a new session.
    bootOrUpdate(data());
    expect(queued()).toEqual(['boot', 'update', 'shutdown', 'boot']);
  });
});
