import { sharedMessages } from '../shared/messages';
import { pageNames } from '../shared/routing/page-names';

/** Texts of the app shell: titles, the frame, boot and routing errors. */
export const appMessages = {
  wrongAccountTitle: "We're not in Kansas anymore!",
  wrongAccountText:
    "It seems like you're trying to sign in to the administrator login. Click below to be taken to the correct login page.",
  goToAdminLogin: 'Go to the administrator login',
  cancel: 'Cancel',
  // Spec 01 §2.3 names the frame menu's entry "Sign Out"; both the desktop and the mobile menu say it.
  signOut: 'Sign Out',
  home: sharedMessages.home,
  signedInAs: 'Signed in as',
  myProfile: 'My profile',
  routeErrorTitle: 'This page could not be shown',
  routeErrorText: 'Something went wrong while loading this page. Reloading usually fixes it.',
  reload: 'Reload the page',
  booting: 'Loading your studio…',
  paymentSuccess: 'Your payment went through. Thank you!',
} as const;

/** The frame's navigation: the main pages by the names their titles say too. */
export const navMessages = {
  ...pageNames,
  mainNav: 'Main',
  bottomNav: 'Quick links',
} as const;

export const frameMessages = {
  skipToContent: 'Skip to content',
  userMenu: (name: string) => `Account menu for ${name}`,
  companies: 'Companies',
  currentCompany: 'current company',
  companyPages: (company: string) => `${company}: pages`,
  addCompany: 'Add New Company',
  switchTo: (company: string) => `Switch to ${company}`,
  help: 'Help',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  menu: 'Menu',
  goBack: 'Go back',
  save: 'Save',
  newTab: '(opens in a new tab)',
  serverLinks: {
    STRIPE_DASHBOARD: 'Stripe dashboard',
    HELP_TUTORIALS: 'Help and tutorials',
    YOUR_PRIVACY: 'Your privacy',
  },
  refreshing: 'Refreshing…',
  pullToRefresh: 'Pull to refresh',
} as const;
