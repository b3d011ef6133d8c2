import type { SuccessModal, SuccessPreferences } from '@focal/contracts/response-extras';
import { applySuccessPreferences } from './refreshers';

type ResponseExtras = { successModal?: SuccessModal; successPreferences?: SuccessPreferences };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec 01 §3 "Response extras" of any success answer: the modal shows (its code loads on first
 * use) and the parts marked `reloadRequired` reload. Malformed extras are ignored, never fatal.
 */
export function handleResponseExtras(body: unknown) {
  if (!isObject(body)) return;
  const { successModal, successPreferences } = body as ResponseExtras;
  if (isObject(successPreferences)) applySuccessPreferences(successPreferences);
  if (isObject(successModal)) void showSuccessModal(successModal);
}

async function showSuccessModal(candidate: unknown) {
  const [{ successModalSchema }, { openSuccessModal }] = await Promise.all([
    import('@focal/contracts/response-extras'),
    import('./success-modal'),
  ]);
  const parsed = successModalSchema.safeParse(candidate);
  if (parsed.success) await openSuccessModal(parsed.data);
}
