import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ClientFilters } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Downloads the filtered list as the server writes it (CSV), under the server's file name when it sends one. */
export function useExportClients() {
  return useMutation({
    mutationFn: async (filters: ClientFilters) => {
      const blob = await apiFetch(ApiRoutes.exportClients, { query: filters, responseType: 'blob' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob as unknown as Blob);
      link.download = `clients-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    },
  });
}
