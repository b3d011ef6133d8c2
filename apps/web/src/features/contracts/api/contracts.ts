import { ApiRoutes } from '@focal/contracts/api-routes';
import type {
  Contract,
  CreateContractRequest,
  SignerChoice,
  UpdateContractRequest,
} from '@focal/contracts/contracts/api';
import type { SignatureInput } from '@focal/contracts/contracts/signing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { contractKeys } from './query-keys';

const useCompanyId = () => useBootstrap().authorizedCompany.id;

export function useContract(id: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: contractKeys.contract(companyId, id),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getContract, { params: { id }, signal, expiredGoesToLogin: true }),
  });
}

/** A text with its merge fields filled in from a record's data (none while no record is chosen). */
export function usePreview(jobId: string | null, body: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: contractKeys.preview(companyId, jobId ?? '', body),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.previewContract, { body: { jobId: jobId!, body }, signal }),
    enabled: jobId !== null && body !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCreateContract() {
  return useMutation({
    mutationFn: (body: CreateContractRequest) => apiFetch(ApiRoutes.createContract, { body }),
  });
}

/** Each action answers the contract as it is now: the page's query takes it. */
function useContractAction<V>(run: (contract: Contract, variables: V) => Promise<Contract>) {
  const companyId = useCompanyId();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ contract, variables }: { contract: Contract; variables: V }) => run(contract, variables),
    onSuccess: (answer) => queries.setQueryData(contractKeys.contract(companyId, answer.id), answer),
  });
}

const at = (contract: Contract) => ({ params: { id: contract.id } });

export const useUpdateContract = () =>
  useContractAction((c, body: Omit<UpdateContractRequest, 'updatedAt'>) =>
    apiFetch(ApiRoutes.updateContract, { ...at(c), body: { ...body, updatedAt: c.updatedAt } }),
  );
export const useSetSigners = () =>
  useContractAction((c, signers: SignerChoice[]) =>
    apiFetch(ApiRoutes.setContractSigners, { ...at(c), body: { signers, updatedAt: c.updatedAt } }),
  );
export const useSendContract = () =>
  useContractAction((c, _: void) =>
    apiFetch(ApiRoutes.sendContract, { ...at(c), body: { updatedAt: c.updatedAt } }),
  );
export const useRemindContract = () =>
  useContractAction((c, _: void) =>
    apiFetch(ApiRoutes.remindContract, { ...at(c), body: { updatedAt: c.updatedAt } }),
  );
export const useVoidContract = () =>
  useContractAction((c, reason: string) =>
    apiFetch(ApiRoutes.voidContract, { ...at(c), body: { reason, updatedAt: c.updatedAt } }),
  );
export const useReviseContract = () =>
  useContractAction((c, _: void) =>
    apiFetch(ApiRoutes.reviseContract, { ...at(c), body: { updatedAt: c.updatedAt } }),
  );

export const useSignContract = () =>
  useContractAction((c, signature: SignatureInput) =>
    apiFetch(ApiRoutes.signContract, {
      ...at(c),
      body: { consent: true, signature, updatedAt: c.updatedAt },
    }),
  );

export function useDeleteContract() {
  return useMutation({
    mutationFn: (contract: Contract) => apiFetch(ApiRoutes.deleteContract, at(contract)),
  });
}
