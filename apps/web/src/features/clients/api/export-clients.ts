import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ClientFilters } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/documents/save-blob';
import { apiFetch } from '../../../shared/http/client';

/** Downloads the filtered list as the server writes it (CSV), under the server's file name when it sends one. */
export function useExportClients() {
  return useMutation({
    mutationFn: async (filters: ClientFilters) => {
      const blob = await apiFetch(ApiRoutes.exportClients, { query: filters, responseType: 'blob' });
      saveBlob(blob as unknown as Blob, `clients-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
