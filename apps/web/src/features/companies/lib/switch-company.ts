import type { QueryClient } from '@tanstack/react-query';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { getTabCompany } from '../../../shared/http/headers';
import { reloadRoute } from '../../../shared/navigation';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { switchCompanyRequest } from '../api/switch-company';
import { companiesMessages as texts } from '../messages';
import { flowsState, setFlowsState } from './flows-store';
import { moveSession } from './move-session';

/**
 * Spec 01 §4.3: a no-op for the company this tab shows; otherwise the half-opaque overlay, the
 * switch, the session moved (bootstrap, chat, data, background tasks), the 'Woohoo!' toast, and the
 * dashboard rendered afresh when it is the page. Errors go to the general handler (spec 01 §8).
 */
export async function switchCompany(
  queryClient: QueryClient,
  target: { id: string; name: string },
  /** The page shown when the switch started (the router's, which tests keep in memory). */
  pathname: string,
) {
  if (target.id === getTabCompany() || flowsState().switching) return;
  setFlowsState({ switching: target });
  try {
    const tokens = await switchCompanyRequest(target.id);
    const bootstrap = await moveSession(queryClient, tokens, target.id);
    const name = bootstrap.authorizedCompany.name;
    notifySuccess(texts.switchedText(name), texts.switchedTitle);
    if (pathname === '/') reloadRoute('/');
  } catch (error) {
    handleApiError(error);
  } finally {
    setFlowsState({ switching: null });
  }
}
