import type { ChatData } from '@focal/contracts/support-chat';

/**
 * An Intercom-compatible messenger (spec 02 §7): `window.Intercom(command, settings)` queues the
 * commands until the widget's script replaces the queue with the real function, so boot, update
 * and shutdown are sent in order whenever the script arrives.
 */
type IntercomFn = ((command: string, settings?: object) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    Intercom?: IntercomFn;
  }
}

let loadedScript: string | null = null;
let booted = false;

function intercom(command: string, settings?: object) {
  if (!window.Intercom) {
    const queue: IntercomFn = (...args: unknown[]) => queue.q!.push(args);
    queue.q = [];
    window.Intercom = queue;
  }
  if (settings) window.Intercom(command, settings);
  else window.Intercom(command);
}

/** The widget's script, added once per page (a new app id needs a new page, as Intercom's does). */
function loadScript(url: string) {
  if (loadedScript === url) return;
  loadedScript = url;
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  document.head.appendChild(script);
}

/** Spec 01 §3: the user data sent to chat (id, firstName, email, registeredAt) and the company's. */
export function chatSettings(data: ChatData) {
  const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  const { user, company } = data;
  const { paymentOptions, createdAt, ...attributes } = company;
  return {
    app_id: data.widget.appId,
    api_base: data.widget.apiBase,
    user_id: user.id,
    name: user.firstName,
    email: user.email,
    created_at: seconds(user.registeredAt),
    // Intercom's company: id, name, created_at, plan; the rest are its custom attributes.
    company: {
      ...attributes,
      created_at: seconds(createdAt),
      ...flatPaymentMethods(paymentOptions.paymentMethods),
    },
  };
}

/** Intercom's custom attributes are flat values: one per payment method. */
function flatPaymentMethods(methods: ChatData['company']['paymentOptions']['paymentMethods']) {
  return {
    paymentMethodStripe: methods.stripe,
    paymentMethodStripeConnectAccountId: methods.stripeConnect.accountId,
    paymentMethodPaypal: methods.paypal,
    paymentMethodBankTransfer: methods.bankTransfer,
  };
}

/** Boots the widget with the chat data, or updates it when it already runs (a company switch). */
export function bootOrUpdate(data: ChatData) {
  const settings = chatSettings(data);
  if (booted) {
    intercom('update', settings);
    return;
  }
  booted = true;
  intercom('boot', settings);
  loadScript(data.widget.scriptUrl);
}

/** Spec 01 §4.1: signing out ends the chat session (the next user boots a new one). */
export function shutdownChat() {
  if (!booted) return;
  booted = false;
  intercom('shutdown');
}
