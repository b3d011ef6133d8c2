import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EmailSettingsLink } from '@focal/contracts/email-settings';
import type {
  CreateEmailTemplateRequest,
  EmailTemplate,
  EmailTemplateValidation,
  SendEmailTemplateRequest,
  UpdateEmailTemplateRequest,
  ValidateEmailTemplateRequest,
} from '@focal/contracts/email-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../../shared/http/client';
import { templateKeys } from './template-queries';

const call = <T>(link: EmailSettingsLink | undefined, body: unknown) => {
  if (!link) throw new Error('This action is not available.');
  return apiFetch<T>(link.url, { method: link.method, body });
};

/** A change to the list: afterwards every page of it is loaded again. */
function useListChange<B, T>(run: (body: B) => Promise<T>) {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(companyId) }),
  });
}

/** Create (the supplied CREATE link) or update (UPDATE, with the version it was loaded at). */
export const useSaveTemplate = (links: { CREATE?: EmailSettingsLink; UPDATE?: EmailSettingsLink }) =>
  useListChange((body: CreateEmailTemplateRequest | UpdateEmailTemplateRequest) =>
    'id' in body ? call<EmailTemplate>(links.UPDATE, body) : call<EmailTemplate>(links.CREATE, body),
  );

export const useDeleteTemplate = (link: EmailSettingsLink | undefined) =>
  useListChange((id: string) => call<null>(link, { id }));

/** Not a layout link: the duplicate route of the issue ("Copy of <name>"). */
export const useDuplicateTemplate = () =>
  useListChange((id: string) => apiFetch(ApiRoutes.duplicateEmailTemplate, { body: { id } }));

/** Checks without saving (POST /protected/rest/email_template/validate, the supplied VALIDATE link). */
export const useValidateTemplate = (link: EmailSettingsLink | undefined) =>
  useMutation({
    mutationFn: (body: ValidateEmailTemplateRequest) => call<EmailTemplateValidation>(link, body),
  });

/** "Use a template": one idempotency key per send, so a retried request is one mail. */
export const useSendTemplate = () =>
  useMutation({
    mutationFn: (body: Omit<SendEmailTemplateRequest, 'idempotencyKey'>) =>
      apiFetch(ApiRoutes.sendEmailTemplate, { body: { ...body, idempotencyKey: crypto.randomUUID() } }),
  });
