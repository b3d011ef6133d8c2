import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { BANNERS_QUERY_KEY } from './get-banners';

/**
 * Spec 01 §7: `PUT {dismiss link}` and the GOT_IT links take an empty body; the banners are then
 * loaded again (a dismissed banner is gone, a new state shows).
 */
const putLink = (url: string) => apiFetch<unknown>(url, { method: 'PUT' });

export function usePutLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY }),
  });
}
