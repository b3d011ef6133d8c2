import type { ChatRegion } from '@focal/contracts';

/**
 * The support chat widget (spec 02 §7): an Intercom-compatible messenger loaded by app id, talking
 * to its region's API base. Intercom documents these bases and the origins its messenger loads from
 * ("Using Intercom with Content Security Policy"); they live here once, for the config and the CSP.
 */
const INTERCOM_WIDGET_ORIGIN = 'https://widget.intercom.io';

const INTERCOM_REGIONS: Record<ChatRegion, { apiBase: string; realtime: readonly string[] }> = {
  us: {
    apiBase: 'https://api-iam.intercom.io',
    realtime: ['nexus-websocket-a.intercom.io', 'nexus-websocket-b.intercom.io'],
  },
  eu: { apiBase: 'https://api-iam.eu.intercom.io', realtime: ['nexus-europe-websocket.intercom.io'] },
  // Intercom's third region is Australia: "ap" (Asia-Pacific) in the spec's words.
  ap: { apiBase: 'https://api-iam.au.intercom.io', realtime: ['nexus-australia-websocket.intercom.io'] },
};

export type ChatSettings = {
  appId: string;
  region: ChatRegion;
  apiBase: string;
  /** The widget's script: Intercom's for the app id, or CHAT_WIDGET_URL (a test's double). */
  scriptUrl: string;
};

/** Settings from CHAT_APP_ID, CHAT_REGION and CHAT_WIDGET_URL; undefined (chat off) without an app id. */
export function chatSettings(
  appId: string | undefined,
  region: ChatRegion,
  widgetUrl: string | undefined,
): ChatSettings | undefined {
  if (!appId) return undefined;
  return {
    appId,
    region,
    apiBase: INTERCOM_REGIONS[region].apiBase,
    scriptUrl: widgetUrl ?? `${INTERCOM_WIDGET_ORIGIN}/widget/${encodeURIComponent(appId)}`,
  };
}

/** The CSP directives the widget needs, each with the sources to add to the page's own. */
export type ChatCspSources = Partial<Record<ChatCspDirective, readonly string[]>>;
export type ChatCspDirective =
  'script-src' | 'connect-src' | 'frame-src' | 'img-src' | 'font-src' | 'media-src' | 'form-action';

/**
 * Intercom's messenger loads its code from its CDN, talks to the regional API base and realtime
 * servers, frames its sheets and shows uploads; a widget served from elsewhere (CHAT_WIDGET_URL:
 * a test's double, a self-hosted compatible widget) gets its own origin in each directive instead
 * of Intercom's, plus the API base it is booted with. Nothing when the chat is off.
 */
export function chatCspSources(chat: ChatSettings | undefined): ChatCspSources {
  if (!chat) return {};
  const widgetOrigin = new URL(chat.scriptUrl).origin;
  if (widgetOrigin !== INTERCOM_WIDGET_ORIGIN) {
    const own = [widgetOrigin];
    return {
      'script-src': own,
      'connect-src': [widgetOrigin, chat.apiBase],
      'frame-src': own,
      'img-src': own,
      'font-src': own,
      'media-src': own,
    };
  }
  const cdn = 'https://js.intercomcdn.com';
  const realtime = INTERCOM_REGIONS[chat.region].realtime.flatMap((h) => [`https://${h}`, `wss://${h}`]);
  return {
    'script-src': [INTERCOM_WIDGET_ORIGIN, 'https://app.intercom.io', cdn],
    'connect-src': [
      chat.apiBase,
      'https://api-ping.intercom.io',
      ...realtime,
      'https://uploads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
    ],
    'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
    'img-src': [
      cdn,
      'https://static.intercomassets.com',
      'https://downloads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
      'https://gifs.intercomcdn.com',
      'https://video-messages.intercomcdn.com',
      'https://messenger-apps.intercom.io',
    ],
    'font-src': [cdn, 'https://fonts.intercomcdn.com'],
    'media-src': [cdn],
    'form-action': ['https://intercom.help', chat.apiBase],
  };
}

/** A widget served over plain HTTP is a test's double on this machine, never a remote host. */
export function isAllowedWidgetUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}
