import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { adminLogout } from '../api/admin-logout';
import { useAdminMe } from '../api/get-admin-me';
import { ConsoleFrame } from '../frame/console-frame';
import { useAdminToken } from '../lib/admin-session';
import { ConsolePaths } from '../lib/console-paths';
import { adminMessages as texts } from '../messages';
import { showErrorToast } from '../../../shared/errors/error-toast';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Each page is its own chunk, loaded when first opened.
const AccountsPage = page(() => import('../accounts/routes/accounts-page'), 'AccountsPage');
const AccountPage = page(() => import('../accounts/routes/account-page'), 'AccountPage');
const NotificationsPage = page(
  () => import('../notifications/routes/notifications-page'),
  'NotificationsPage',
);
const AnnouncementsPage = page(() => import('../catalogue/routes/announcements-page'), 'AnnouncementsPage');
const PlansPage = page(() => import('../catalogue/routes/plans-page'), 'PlansPage');
const PromoCodesPage = page(() => import('../catalogue/routes/promo-codes-page'), 'PromoCodesPage');
const AuditLogPage = page(() => import('../audit-log/routes/audit-log-page'), 'AuditLogPage');
const OutboxPage = page(() => import('../outbox/routes/outbox-page'), 'OutboxPage');
const AdministratorsPage = page(
  () => import('../administrators/routes/administrators-page'),
  'AdministratorsPage',
);

/** Who is signed in, the frame and its pages; the sign-in when nobody is (keeping the address). */
function SignedInConsole() {
  const me = useAdminMe();
  const queryClient = useQueryClient();

  useEffect(() => {
    // A refused token already ended the session (admin-fetch); anything else is worth a toast.
    if (me.error) showErrorToast(me.error);
  }, [me.error]);

  const signOut = () => {
    void adminLogout();
    queryClient.removeQueries({ queryKey: ['admin'] });
  };

  if (!me.data) return <LoadingStatus label={texts.loading} visibleLabel py="xl" />;
  return (
    <ConsoleFrame name={me.data.name} onSignOut={signOut}>
      <Suspense fallback={<LoadingStatus label={texts.loadingPage} py="xl" />}>
        <Routes>
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="accounts/:userId" element={<AccountPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="announcements" element={<AnnouncementsPage />} />
          <Route path="plans" element={<PlansPage />} />
          <Route path="promo-codes" element={<PromoCodesPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="outbox" element={<OutboxPage />} />
          <Route path="administrators" element={<AdministratorsPage />} />
          <Route path="*" element={<Navigate to={ConsolePaths.accounts} replace />} />
        </Routes>
      </Suspense>
    </ConsoleFrame>
  );
}

/** /admins/*: the console's pages, each behind the administrator's own session. */
export function ConsoleRoutes() {
  const token = useAdminToken();
  const location = useLocation();
  if (!token) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${ConsolePaths.signIn}?next=${encodeURIComponent(next)}`} replace />;
  }
  return <SignedInConsole />;
}
