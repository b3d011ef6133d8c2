import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type MouseEvent, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { CompanyFlowsHost } from '../../features/companies/components/company-flows-host';
import { useCompanyMenu } from '../../features/companies/hooks/use-company-menu';
import { useCompanyWatch } from '../../features/companies/hooks/use-company-watch';
import { Announcements } from '../../features/announcements/components/announcements';
import { BackgroundTaskBanners } from '../../features/background-tasks/components/background-task-banners';
import { SpfCheckWatcher } from '../../features/email-settings/spf/spf-check-watcher';
import { SupportChat } from '../../features/support-chat/components/support-chat';
import { SystemNotifications } from '../../features/system-notifications/components/system-notifications';
import { useBootstrap } from '../../shared/bootstrap/get-bootstrap';
import { reloadRoute } from '../../shared/navigation';
import { useAfterFirstContent } from '../../shared/routing/first-content';
import { isAppShell, isIosApp, isMobileView, MOBILE_QUERY } from '../../shared/platform';
import { frameMessages as texts } from '../messages';
import { findRouteData } from '../route-handle';
import { AnnouncementSlot } from './frame/announcement-slot';
import { BottomMenu } from './frame/bottom-menu';
import { DesktopHeader } from './frame/desktop-header';
import classes from './frame/frame.module.css';
import { MobileHeader } from './frame/mobile-header';
import { TemplateHeader } from './frame/template-header';
import { useSignOut } from './frame/use-sign-out';
import { userMenuModel } from './frame/user-menu-model';

const MAIN_ID = 'main';

// Loaded when used, so the frame paints without them: the mobile side menu on its first opening,
// pull-to-refresh only inside the mobile apps (the desktop user menu: frame/user-menu-trigger.tsx).
const MobileMenu = lazy(() => import('./frame/mobile-menu').then((m) => ({ default: m.MobileMenu })));
const PullToRefresh = lazy(() =>
  import('../../shared/ui/pull-to-refresh/pull-to-refresh').then((m) => ({ default: m.PullToRefresh })),
);

const skipToMain = (event: MouseEvent) => {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
};

/**
 * The signed-in frame (spec 01 §2.3): a header, the system notification bar under it, the page, the
 * mobile bottom menu and the fixed slot of the announcement banner. The route's handle chooses the header, the bottom menu, the grey
 * background, the page's width and whether the side menu shows; the window width (≤ 991 px) chooses mobile or desktop.
 */
export function AppLayout() {
  const bootstrap = useBootstrap();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mobile = useMediaQuery(MOBILE_QUERY, isMobileView(), { getInitialValueInEffect: false });
  const [menuOpened, menu] = useDisclosure(false);
  // Once opened, the side menu stays mounted, so it can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const { signingOut, signOut } = useSignOut();
  useCompanyWatch(bootstrap.authorizedCompany);
  // The notices, banners, chat and company menu wait for the page's first content (issue 31).
  const extras = useAfterFirstContent();
  const companies = useCompanyMenu(bootstrap, extras);
  const model = useMemo(
    () =>
      userMenuModel(bootstrap, {
        iosApp: isIosApp(),
        brands: companies.brands,
        companyActions: companies.actions,
      }),
    [bootstrap, companies.brands, companies.actions],
  );

  const matches = useMatches();
  const header = findRouteData(matches, 'header') ?? 'default';
  const templateForm = findRouteData(matches, 'templateForm');
  const bottomMenu = mobile && (findRouteData(matches, 'bottomMenu') ?? true);
  const grey = findRouteData(matches, 'greyBackground') ?? false;
  const wide = findRouteData(matches, 'wide') ?? false;
  const sideMenu = mobile && !(findRouteData(matches, 'hideSideMenu') ?? false);

  const current = `${location.pathname}${location.search}${location.hash}`;
  const refresh = useCallback(async () => {
    reloadRoute(current);
    await queryClient.invalidateQueries();
  }, [current, queryClient]);

  let top;
  if (header === 'template') top = <TemplateHeader templateForm={templateForm} />;
  else if (mobile)
    top = <MobileHeader menuOpened={menuOpened} onToggleMenu={sideMenu ? menu.toggle : null} />;
  else {
    top = (
      <DesktopHeader
        model={model}
        company={bootstrap.authorizedCompany.name}
        signingOut={signingOut}
        onSignOut={signOut}
        onSwitchCompany={companies.onSwitchCompany}
        onAddCompany={companies.onAddCompany}
      />
    );
  }

  return (
    <div className={classes.root} data-grey={grey || undefined} data-bottom-menu={bottomMenu || undefined}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToMain}>
        {texts.skipToContent}
      </a>
      {top}
      {extras && <SystemNotifications />}
      <Suspense fallback={null}>
        {sideMenu && menuUsed && (
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            model={model}
            signingOut={signingOut}
            onSignOut={signOut}
            onSwitchCompany={companies.onSwitchCompany}
            onAddCompany={companies.onAddCompany}
          />
        )}
        {isAppShell() && (
          <PullToRefresh
            onRefresh={refresh}
            labels={{ pull: texts.pullToRefresh, refreshing: texts.refreshing }}
          />
        )}
      </Suspense>
      <main id={MAIN_ID} tabIndex={-1} className={classes.main} data-wide={wide || undefined}>
        {extras && <BackgroundTaskBanners />}
        <Outlet />
      </main>
      <AnnouncementSlot>{extras && <Announcements />}</AnnouncementSlot>
      {bottomMenu && <BottomMenu />}
      <CompanyFlowsHost />
      {extras && <SupportChat />}
      {extras && <SpfCheckWatcher />}
    </div>
  );
}
