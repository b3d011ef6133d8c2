import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../shared/ui/logo';
import { appMessages } from '../../messages';
import { BottomMenu } from './bottom-menu';
import classes from './frame.module.css';
import { MainNav } from './main-nav';
import { MobileHeader } from './mobile-header';
import { ShellPageHeaders } from './shell-page-headers';

const noop = () => {};

/**
 * The frame without the user's or the company's data, prerendered into index.html (issue 12 F3):
 * the phone's header and bottom menu and the desktop header with its navigation, from the frame's own
 * components, so each paints where the frame will put it. index.html's CSS shows one of the two by
 * the width (≤ 991 px, as the frame's MOBILE_QUERY) and only while a session is stored; the desktop
 * header leaves out the user menu and sign-out button, which sit at its right end. Under them, where
 * the page will be, the header of the page at the address (shell-page-headers.tsx), chosen by
 * first-paint.js's focalShellPage as soon as the shell is parsed.
 */
export function FrameShell() {
  return (
    <div className={classes.root}>
      <div data-shell-view="mobile">
        <MobileHeader menuOpened={false} onToggleMenu={noop} />
        <BottomMenu />
      </div>
      <div data-shell-view="desktop">
        <header className={classes.header}>
          <Anchor component={Link} to="/" underline="never" aria-label={appMessages.home}>
            <Logo />
          </Anchor>
          <MainNav />
        </header>
      </div>
      <div className={classes.main}>
        <ShellPageHeaders />
      </div>
      <script dangerouslySetInnerHTML={{ __html: 'window.focalShellPage&&focalShellPage()' }} />
    </div>
  );
}
