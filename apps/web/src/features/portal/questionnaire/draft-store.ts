import type { AnswerValue } from '@focal/contracts/questionnaires/answers';

/**
 * The answers a client typed and the server has not yet taken, kept in this device's storage (per
 * studio and questionnaire), so a tab closed on a phone or a lost connection loses nothing. Storage
 * refused (a private window, full): the page still saves to the server as the client types.
 */
type Key = { companyId: string; id: string };
type Changes = Record<string, AnswerValue | null>;

const storageKey = ({ companyId, id }: Key) => `focal.questionnaire.${companyId}.${id}`;

export function readDraft(key: Key): Changes {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    const parsed = raw ? (JSON.parse(raw) as { changes?: unknown }) : null;
    return parsed?.changes && typeof parsed.changes === 'object' ? (parsed.changes as Changes) : {};
  } catch {
    return {};
  }
}

export function writeDraft(key: Key, changes: Changes) {
  try {
    if (Object.keys(changes).length === 0) window.localStorage.removeItem(storageKey(key));
    else window.localStorage.setItem(storageKey(key), JSON.stringify({ changes, at: Date.now() }));
  } catch {
    // Storage refused: the server's draft is the only copy.
  }
}

export const clearDraft = (key: Key) => writeDraft(key, {});
