import { openPlansFrame } from '../../../shared/response-extras/plans-frame';
import { setFlowsState } from './flows-store';

export type CompanyActions = { ADD_NEW_BRAND?: { url: string }; UPGRADE_PLAN?: { url: string } };

/**
 * Spec 01 §6: Add New Company opens the plan upgrade page when the server offers UPGRADE_PLAN (the
 * plan allows no more companies), otherwise the Add New Company modal.
 */
export function startAddCompany(actions: CompanyActions) {
  if (actions.UPGRADE_PLAN?.url) openPlansFrame(actions.UPGRADE_PLAN.url);
  else if (actions.ADD_NEW_BRAND) setFlowsState({ adding: true });
}
