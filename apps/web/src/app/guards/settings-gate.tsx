import { Navigate, Outlet, useLocation } from 'react-router';
import { SETTINGS_PATH } from '../../shared/paths';
import { isAppShell } from '../../shared/platform';

/** Spec 01 §2.1: the mobile apps allow only the settings root; deeper settings paths go there. */
export function SettingsGate() {
  const { pathname } = useLocation();
  if (isAppShell() && pathname.replace(/\/+$/, '') !== SETTINGS_PATH) {
    return <Navigate to={SETTINGS_PATH} replace />;
  }
  return <Outlet />;
}
