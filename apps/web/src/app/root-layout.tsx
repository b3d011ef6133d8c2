import { Outlet } from 'react-router';
import { PageTitle } from './page-title';
import { SessionWatcher } from './session-watcher';

export function RootLayout() {
  return (
    <>
      <PageTitle />
      <SessionWatcher />
      <Outlet />
    </>
  );
}
