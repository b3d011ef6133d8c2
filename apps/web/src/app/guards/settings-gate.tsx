import { Navigate, Outlet, useLocation } from 'react-router';
import { SETTINGS_PATH } from '../../shared/paths';
import { isAppShell } from '../../shared/platform';

/** The path without its trailing slashes (a loop: `/\/+$/` would retry every slash of a run). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** Spec 01 §2.1: the mobile apps allow only the settings root; deeper settings paths go there. */
export function SettingsGate() {
  const { pathname } = useLocation();
  if (isAppShell() && withoutTrailingSlashes(pathname) !== SETTINGS_PATH) {
    return <Navigate to={SETTINGS_PATH} replace />;
  }
  return <Outlet />;
}
