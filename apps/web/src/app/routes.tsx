import type { ComponentType, ReactNode } from 'react';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { CenteredLoader } from '../shared/ui/centered-loader';
import { PublicLayout } from './layouts/public-layout';
import { RedirectKeepingQuery } from './redirect-keeping-query';
import { RootLayout } from './root-layout';
import type { RouteHandle } from '../shared/routing/route-handle';
import { RouteError } from './route-error';

const handle = (title: string): RouteHandle => ({ title });

const queryLayout = () => import('./query/query-layout').then((m) => ({ Component: m.QueryLayout }));
const signedInFrame = () => import('./signed-in-frame');
const requireSession = () => signedInFrame().then((m) => ({ Component: m.RequireSession }));
const appLayout = () => signedInFrame().then((m) => ({ Component: m.AppLayout }));
const loadFrame = () => Promise.all([queryLayout(), requireSession(), appLayout()]);

/** Loads server state (TanStack Query) for the routes below it; the login page does without. */
const withQueries = (children: RouteObject[]): RouteObject => ({
  lazy: queryLayout,
  children,
});

/** A sign-in or sign-up page, offered the OAuth providers' buttons (a chunk loaded beside it). */
const withProviderButtons = (page: Promise<ComponentType<{ alternatives?: ReactNode }>>) =>
  Promise.all([page, import('../features/oauth/components/provider-buttons')]).then(
    ([Page, { ProviderButtons }]) => ({ Component: () => <Page alternatives={<ProviderButtons />} /> }),
  );

const FRAME_ROUTE_ID = 'frame';

const checkoutPage = (load: () => Promise<ComponentType>) => ({
  lazy: () => load().then((Component) => ({ Component })),
});
const checkoutFrameRoutes: RouteObject[] = [
  {
    path: 'plans',
    handle: handle('Plans'),
    ...checkoutPage(() => import('../features/checkout/routes/plans-page').then((m) => m.PlansPage)),
  },
  {
    path: 'promotion',
    handle: handle('Promotion'),
    ...checkoutPage(() => import('../features/checkout/routes/promotion-page').then((m) => m.PromotionPage)),
  },
  {
    path: 'checkout',
    handle: handle('Checkout'),
    ...checkoutPage(() => import('../features/checkout/routes/checkout-page').then((m) => m.CheckoutPage)),
  },
  {
    path: 'confirm-payment',
    handle: handle('Confirm payment'),
    ...checkoutPage(() =>
      import('../features/checkout/routes/confirm-payment-page').then((m) => m.ConfirmPaymentPage),
    ),
  },
  {
    path: 'update-payment',
    handle: handle('Update card'),
    ...checkoutPage(() =>
      import('../features/checkout/routes/update-payment-page').then((m) => m.UpdatePaymentPage),
    ),
  },
  {
    path: 'billing',
    handle: handle('Billing'),
    ...checkoutPage(() => import('../features/checkout/routes/billing-page').then((m) => m.BillingPage)),
  },
  {
    path: 'receipt',
    handle: handle('Receipt'),
    ...checkoutPage(() => import('../features/checkout/routes/receipt-page').then((m) => m.ReceiptPage)),
  },
];

/**
 * The signed-in frame's route table (dozens of pages) stays out of the first chunk: React Router asks
 * for more routes when a path matches only the catch-all or a route with parameters, and the table
 * is loaded and patched in then (patching the same routes again is a no-op).
 */
/**
 * The pages a studio's client opens from a mail: they match with parameters, which asks for the
 * frame's table, but no frame route can be theirs, so a client's phone never loads the frame's code.
 */
const CLIENT_PAGES = new Set(['d/:token', 'portal/:companyId/*']);

export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const leaf = matches.at(-1)?.route.path;
  if (leaf && CLIENT_PAGES.has(leaf)) return;
  // A frame page (only the catch-all matched): the frame's own chunks start loading beside the table,
  // not a round trip after it (their routes' `lazy` then finds them loaded).
  if (leaf === '*') void loadFrame();
  const { frameRoutes } = await signedInFrame();
  patch(FRAME_ROUTE_ID, frameRoutes);
};

/** Every page is its own chunk, so /login loads only what /login needs. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <CenteredLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'login',
            handle: handle('Sign in'),
            lazy: () =>
              withProviderButtons(import('../features/auth/routes/login-page').then((m) => m.LoginPage)),
          },
          withQueries([
            {
              path: 'login/instant/:token',
              handle: handle('Signing in'),
              lazy: () =>
                import('../features/auth/routes/instant-login-page').then((m) => ({
                  Component: m.InstantLoginPage,
                })),
            },
            {
              path: 'signup',
              handle: handle('Create your account'),
              lazy: () =>
                withProviderButtons(import('../features/auth/routes/signup-page').then((m) => m.SignupPage)),
            },
            {
              path: 'signup/oauth2/code/:providerId',
              handle: handle('Signing in'),
              lazy: () =>
                import('../features/oauth/routes/callback-page').then((m) => ({
                  Component: m.OAuthCallbackPage,
                })),
            },
            {
              path: 'signup/oauth2/token/:providerId',
              handle: handle('Just one more step!'),
              lazy: () =>
                import('../features/oauth/routes/completion-page').then((m) => ({
                  Component: m.OAuthCompletionPage,
                })),
            },
            {
              path: 'signup/complete',
              handle: handle('Just one more step!'),
              lazy: () =>
                import('../features/oauth/routes/signup-complete-page').then((m) => ({
                  Component: m.SignupCompletePage,
                })),
            },
            {
              path: 'signup/thankyou',
              handle: handle('Check your email'),
              lazy: () =>
                import('../features/auth/routes/thank-you-page').then((m) => ({ Component: m.ThankYouPage })),
            },
            {
              path: 'signup/confirm/:token',
              handle: handle('Confirm your email'),
              lazy: () =>
                import('../features/auth/routes/confirm-page').then((m) => ({
                  Component: m.ConfirmSignupPage,
                })),
            },
            {
              path: 'change/confirm/:token',
              handle: handle('Confirm your new email'),
              lazy: () =>
                import('../features/auth/routes/confirm-page').then((m) => ({
                  Component: m.ConfirmChangeEmailPage,
                })),
            },
            {
              path: 'change/login/confirm/:token',
              handle: handle('Confirm your new login'),
              lazy: () =>
                import('../features/auth/routes/confirm-page').then((m) => ({
                  Component: m.ConfirmChangeLoginPage,
                })),
            },
            {
              path: 'forgot',
              handle: handle('Forgot password'),
              lazy: () =>
                import('../features/auth/routes/forgot-page').then((m) => ({ Component: m.ForgotPage })),
            },
            {
              path: 'new/confirm/:token',
              handle: handle('Set a new password'),
              lazy: () =>
                import('../features/auth/routes/reset-page').then((m) => ({ Component: m.ResetPage })),
            },
            {
              path: '2fa/not-me/:token',
              handle: handle('Two-factor authentication'),
              lazy: () =>
                import('../features/two-factor/routes/not-me-page').then((m) => ({ Component: m.NotMePage })),
            },
            {
              path: 'company/register/:token',
              handle: handle('Join a company'),
              lazy: () =>
                import('../features/invitations/routes/invitation-page').then((m) => ({
                  Component: m.InvitationPage,
                })),
            },
            {
              path: 'admins',
              handle: handle('Administrators'),
              lazy: () =>
                import('../features/admin/routes/admin-page').then((m) => ({ Component: m.AdminPage })),
            },
            {
              path: 'admins/invitation/:token',
              handle: handle('Join the administrators'),
              lazy: () =>
                import('../features/admin/administrators/routes/invitation-page').then((m) => ({
                  Component: m.AdminInvitationPage,
                })),
            },
          ]),
        ],
      },
      withQueries([
        {
          // The administrators' console: its own frame and session, its pages routed inside it.
          path: 'admins/*',
          handle: handle('Console'),
          lazy: () =>
            import('../features/admin/routes/console-routes').then((m) => ({ Component: m.ConsoleRoutes })),
        },
        {
          // A studio's client opens one quote or invoice from a mail: no session, no frame.
          path: 'd/:token',
          handle: handle('Document'),
          lazy: () =>
            import('../features/documents/routes/document-page').then((m) => ({ Component: m.DocumentPage })),
        },
        {
          // A studio's client in their portal (issue 33): their own cookie session, no studio frame.
          path: 'portal/:companyId/*',
          handle: handle('Client portal'),
          lazy: () =>
            import('../features/portal/routes/portal-routes').then((m) => ({ Component: m.PortalRoutes })),
        },
        {
          path: 'dev/mail',
          handle: handle('Development mailbox'),
          lazy: () =>
            import('../features/dev-mail/routes/dev-mail-page').then((m) => ({ Component: m.DevMailPage })),
        },
        {
          lazy: requireSession,
          children: [
            {
              id: FRAME_ROUTE_ID,
              lazy: appLayout,
              // The frame's pages: added by patchRoutesOnNavigation (below) on first use.
              children: [],
            },
            // The checkout frame's pages (spec 01 §4.5): signed in, shown inside the app's iframe, so
            // without the app's header and menus.
            { path: 'subscription', children: checkoutFrameRoutes },
            // The studio's read-only preview of a client's portal: signed in, without the app's frame.
            {
              path: 'portal/:companyId/preview/:clientId/*',
              handle: handle('Client portal preview'),
              lazy: () =>
                import('../features/portal/routes/preview-routes').then((m) => ({
                  Component: m.PortalPreviewRoutes,
                })),
            },
          ],
        },
      ]),
      // Old and third-party return addresses, sent on with their query (spec 01 §2.1).
      ...[
        ['integrations/qb/connect/complete', '/settings/accounting-software/quickbooks/connect/complete'],
        ['integrations/xero/connect/complete', '/settings/accounting-software/xero/connect/complete'],
        ['integrations/pictime/oauth', '/settings/integrations/pictime/oauth'],
      ].map(([path, to]) => ({ path, element: <RedirectKeepingQuery to={to!} /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
