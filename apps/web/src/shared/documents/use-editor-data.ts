import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../http/api-error';
import { usePricing } from './api/get-pricing';

/**
 * What a quote or invoice editor page waits for: the company's pricing and, when editing, the
 * document, as one query for QueryState. `missing`: the document does not exist (400, 404);
 * `round` keys the editor, and `reload` (after a stale save) starts it over from the server.
 */
export function useEditorData<D extends { id: string }>(document: UseQueryResult<D>, editing: boolean) {
  const pricing = usePricing();
  const [round, setRound] = useState(0);
  const query = {
    data:
      pricing.data && (!editing || document.data)
        ? { pricing: pricing.data, document: document.data, key: `${document.data?.id ?? 'new'}-${round}` }
        : undefined,
    error: pricing.error ?? document.error,
    refetch: () => Promise.all([pricing.refetch(), editing && document.refetch()]),
  };
  const missing =
    editing && isApiError(document.error) && [400, 404].includes(document.error.status) && !document.data;
  const reload = async () => {
    await document.refetch();
    setRound((r) => r + 1);
  };
  return { query, missing, reload };
}
