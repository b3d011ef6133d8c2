/**
 * Spec 01 §4.1: logout ends the chat (customer-messaging widget) and analytics sessions too. Neither
 * exists yet; when they arrive they register how to end their session here, and every sign-out
 * (the user's, a 450, a failed refresh, another tab's) runs them.
 */
export type ThirdPartySession = 'chat' | 'analytics';

const enders = new Map<ThirdPartySession, () => unknown>();

/** Replaces any earlier ender of the same name; returns the unregister function. */
export function registerSessionEnder(name: ThirdPartySession, end: () => unknown): () => void {
  enders.set(name, end);
  return () => {
    if (enders.get(name) === end) enders.delete(name);
  };
}

export function endThirdPartySessions() {
  for (const end of [...enders.values()]) {
    try {
      void Promise.resolve(end()).catch(() => {});
    } catch {
      // A widget that fails to shut down must not keep the sign-out from finishing.
    }
  }
}
