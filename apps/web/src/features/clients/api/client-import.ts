import { ApiRoutes } from '@focal/contracts/api-routes';
import type { StartClientImportRequest } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { multipartFile } from '../../../shared/http/multipart';

/** Uploads the CSV: the server reads it and answers its columns, first rows and a suggested mapping. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (file: File) =>
      apiFetch(ApiRoutes.previewClientImport, { body: multipartFile('file', file) as never }),
  });

/** Starts the background task; its banner (the background-tasks feature polls it) shows progress and the report. */
export const useStartImport = () =>
  useMutation({
    mutationFn: (body: StartClientImportRequest) => apiFetch(ApiRoutes.startClientImport, { body }),
  });
