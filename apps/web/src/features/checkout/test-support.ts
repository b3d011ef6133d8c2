import type { BillingOverview } from '@focal/contracts/billing';
import type { Plan } from '@focal/contracts/subscription';
import { SubscriptionPaths } from '@focal/contracts/subscription';
import { DEFAULT_PLAN_LIMITS } from '@focal/contracts/plans';
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok, type SentRequest } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';

const PRICES = { STARTER: [1900, 19000], PRO: [3900, 39000], MASTER: [6900, 69000] } as const;
const NAMES = { STARTER: 'Starter', PRO: 'Pro', MASTER: 'Master' } as const;

/** The catalogue as the server serves it (issue 5's prices, USD), `current` (or `trial`) on one plan id. */
export function planList(
  current: string | null = 'STARTER_MONTHLY',
  provider: 'sandbox' | 'stripe' = 'sandbox',
  trial: string | null = null,
  companyCount = 1,
) {
  const plans: Plan[] = [];
  for (const tier of ['STARTER', 'PRO', 'MASTER'] as const)
    for (const [index, billingPeriod] of (['MONTHLY', 'ANNUAL'] as const).entries()) {
      const planId = `${tier}_${billingPeriod}`;
      plans.push({
        planId,
        tier,
        name: NAMES[tier],
        billingPeriod,
        price: PRICES[tier][index]!,
        currency: 'USD',
        limits: DEFAULT_PLAN_LIMITS[tier],
        current: planId === current,
        trial: planId === trial,
      });
    }
  return { plans, companyCount, provider };
}

/**
 * The page inside a frame: `window.parent` is another window whose postMessage we read (the
 * envelope and the target origin), as the app around the frame would receive them.
 */
export function framedIn() {
  const postMessage = vi.fn<(message: unknown, targetOrigin: string) => void>();
  const parent = { postMessage } as unknown as Window;
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
  const posted = () =>
    postMessage.mock.calls.map(([message, origin]) => ({ ...(message as object), origin }) as Posted);
  const events = () => posted().map((m) => m.event);
  /**
   * Waits for the page's open event. FramePage posts it from an effect, which can run after the
   * buttons are in the document: a test that clicks Close at once could post the close first.
   */
  const opened = (event: string) => waitFor(() => expect(events()[0]).toBe(event));
  return { postMessage, posted, events, opened };
}

type Posted = { source: string; event: string; data: unknown; origin: string };

/** Undoes framedIn: window.parent is the window itself again. */
export function unframe() {
  Object.defineProperty(window, 'parent', { configurable: true, get: () => window });
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

/** A signed-in frame page at `path`, with the plans and whatever else the test answers. */
export function framePage(path: string, routes: Record<string, Handler> = {}, plans = planList()) {
  signIn();
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    [`GET ${SubscriptionPaths.plans}`]: () => ok(plans),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

/** The billing overview as the server serves it: a saved card, one paid and one open invoice. */
export function billingOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    details: {
      billingEmail: 'books@studio.example',
      billingName: 'Ada Studio',
      billingAddress: '1 Lens Lane',
      taxId: '',
    },
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    invoices: [
      {
        number: 'ADA-0002',
        planId: 'PRO_MONTHLY',
        amountMinor: 3900,
        discountMinor: 0,
        currency: 'USD',
        status: 'open',
        periodStart: '2026-02-01T00:00:00.000Z',
        periodEnd: '2026-03-01T00:00:00.000Z',
        paidAt: null,
        receiptNumber: null,
        receiptUrl: null,
      },
      {
        number: 'ADA-0001',
        planId: 'PRO_MONTHLY',
        amountMinor: 3120,
        discountMinor: 780,
        currency: 'USD',
        status: 'paid',
        periodStart: '2026-01-01T00:00:00.000Z',
        periodEnd: '2026-02-01T00:00:00.000Z',
        paidAt: '2026-01-01T00:00:00.000Z',
        receiptNumber: 'R-ADA-0001',
        receiptUrl: null,
      },
    ],
    provider: 'sandbox',
    ...overrides,
  };
}
