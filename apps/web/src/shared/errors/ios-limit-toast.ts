import type { ApiError } from '../http/api-error';
import { limitText } from '../plan-limits/messages';
import { readUpgradeBanner } from '../plan-limits/upgrade-banner-data';
import { notifyError } from '../toasts/toasts';

/**
 * A subscription access limitation in the iOS app, which sells no plans: the message's iOS form
 * (upgrade via a browser), else the server's text. Its own chunk: the plan-limit texts stay off
 * every page's first load, for the one platform that needs them here.
 */
export function showIosLimitToast(error: ApiError) {
  const banner = readUpgradeBanner(error.body.data);
  const text = banner ? limitText(banner.feature.type, banner.feature.maxNumber, 'ios') : null;
  notifyError(text ?? error.body.errorMessage, error.body.errorTitle);
}
