/** Spec 01 §9: the mobile view is a window at most 991 px wide. */
export const MOBILE_QUERY = '(max-width: 991px)';

export const isMobileView = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY).matches
    : false;

export const BUILD_VERSION: string = __BUILD_VERSION__;
