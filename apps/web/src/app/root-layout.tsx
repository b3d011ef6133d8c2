import { Outlet } from 'react-router';
import { PageTitle } from './page-title';
import { PlansFrameMount } from './plans-frame-mount';
import { SessionWatcher } from './session-watcher';
import { UrlParams } from './url-params/url-params';

export function RootLayout() {
  return (
    <>
      <PageTitle />
      <SessionWatcher />
      {/* Before the pages: its effect runs first, so the parameters are read before any redirect. */}
      <UrlParams />
      <Outlet />
      <PlansFrameMount />
    </>
  );
}
