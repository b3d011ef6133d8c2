import type { ChatData } from '@focal/contracts/support-chat';
import { useEffect } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { registerRefresher } from '../../../shared/response-extras/refreshers';
import { whenIdle } from '../../../shared/routing/when-idle';
import { onSignedOut } from '../../../shared/session/session-store';

const chatModule = () => import('../lib/intercom');

/**
 * The support chat widget (spec 02 §7), only where the server sent the INTERCOM link: loaded after
 * the frame paints, booted with the chat data, updated by the `intercom` refresher (a company switch,
 * successPreferences) and shut down on sign-out. A failed load of the chat data is tolerated (§4.3):
 * the page never shows an error for it.
 */
export function SupportChat() {
  const link = useBootstrap().profile.resourcesLinks.INTERCOM?.url ?? null;

  useEffect(() => {
    if (!link) return;
    // Set once the widget booted: sign-out then ends its session (and loads nothing if it never did).
    let chat: Awaited<ReturnType<typeof chatModule>> | null = null;
    const load = async () => {
      try {
        const data = await apiFetch<ChatData>(link);
        const loaded = await chatModule();
        loaded.bootOrUpdate(data);
        chat = loaded;
      } catch {
        // Spec 01 §4.3: the chat data may fail to load; the app goes on without the chat.
      }
    };
    // After the frame has painted and the browser is idle: the chat never delays the page.
    const cancel = whenIdle(() => void load());
    const unregister = registerRefresher('intercom', load);
    const stopListening = onSignedOut(() => chat?.shutdownChat());
    return () => {
      cancel();
      unregister();
      stopListening();
    };
  }, [link]);

  return null;
}
