import { ApiRoutes as R } from '../api-routes.ts';
import {
  contractIdParamsSchema as params,
  contractResponseSchema,
  contractSettingsResponseSchema,
  contractTemplateListResponseSchema,
  contractTemplateRequestSchema,
  contractTemplateResponseSchema,
  contractVersionRequestSchema,
  createContractRequestSchema,
  previewContractRequestSchema,
  previewContractResponseSchema,
  sentContractResponseSchema,
  setContractSignersRequestSchema,
  updateContractRequestSchema,
  updateContractSettingsRequestSchema,
  updateContractTemplateRequestSchema,
  voidContractRequestSchema,
} from '../contracts/api.ts';
import {
  declinePortalContractRequestSchema,
  portalContractListResponseSchema,
  portalContractParamsSchema,
  portalContractsParamsSchema,
  portalContractResponseSchema,
  signContractRequestSchema,
  signPortalContractRequestSchema,
} from '../contracts/signing.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';

const settings = { tags: ['contracts'], access: 'company' } as const;
const contracts = settings;
// The portal's routes are the portal's (its tag: the tenancy walk leaves them to the portal's own tests).
const portal = { tags: ['portal'], access: 'portal' } as const;
const SENT = 'A sent contract never changes: edit it through `revise` (Conflict otherwise)';

/** Contract templates (Settings), the consent disclosure, and a lead's or job's contracts. */
export const contractEndpoints = {
  listContractTemplates: endpoint(R.listContractTemplates, {
    ...settings,
    description: "The company's contract templates by name.",
    response: contractTemplateListResponseSchema,
  }),
  createContractTemplate: endpoint(R.createContractTemplate, {
    ...settings,
    description:
      'Adds a template: HTML as the editor writes it, with `{{merge_fields}}`. A name taken (any case) is AlreadyExists; unsafe HTML or an unknown merge field is ValidationFailed on `body`.',
    body: contractTemplateRequestSchema,
    response: contractTemplateResponseSchema,
  }),
  getContractTemplate: endpoint(R.getContractTemplate, {
    ...settings,
    description: 'One template with its body.',
    params,
    response: contractTemplateResponseSchema,
  }),
  updateContractTemplate: endpoint(R.updateContractTemplate, {
    ...settings,
    description:
      'Replaces the name and body, on the version loaded (`updatedAt`; changed since: StaleVersion).',
    params,
    body: updateContractTemplateRequestSchema,
    response: contractTemplateResponseSchema,
  }),
  duplicateContractTemplate: endpoint(R.duplicateContractTemplate, {
    ...settings,
    description: 'Copies a template under the first free name of "{name} (copy)", "{name} (copy 2)", …',
    params,
    response: contractTemplateResponseSchema,
  }),
  deleteContractTemplate: endpoint(R.deleteContractTemplate, {
    ...settings,
    description: 'Deletes a template; contracts made from it keep their text.',
    params,
    response: emptyDataSchema,
  }),
  getContractSettings: endpoint(R.getContractSettings, {
    ...settings,
    description:
      'The consent disclosure a client reads before signing (the default until the company writes its own).',
    response: contractSettingsResponseSchema,
  }),
  updateContractSettings: endpoint(R.updateContractSettings, {
    ...settings,
    description:
      "Saves the company's disclosure (null: back to the default) on the version loaded. Contracts already sent keep the text they were sent with.",
    body: updateContractSettingsRequestSchema,
    response: contractSettingsResponseSchema,
  }),
  previewContract: endpoint(R.previewContract, {
    ...contracts,
    description:
      "A text with its merge fields filled in from a lead's or job's data, as a send would freeze it.",
    body: previewContractRequestSchema,
    response: previewContractResponseSchema,
  }),
  createContract: endpoint(R.createContract, {
    ...contracts,
    description:
      "A draft contract for a lead or job, from a template's text (or empty), its clients as the first signers.",
    body: createContractRequestSchema,
    response: contractResponseSchema,
  }),
  getContract: endpoint(R.getContract, {
    ...contracts,
    description: 'A contract with its signers, audit trail, who may sign and the actions open to the studio.',
    params,
    response: contractResponseSchema,
  }),
  updateContract: endpoint(R.updateContract, {
    ...contracts,
    description: `Saves a draft's title and text on the version loaded. ${SENT}.`,
    params,
    body: updateContractRequestSchema,
    response: contractResponseSchema,
  }),
  deleteContract: endpoint(R.deleteContract, {
    ...contracts,
    description: `Deletes a draft. ${SENT}; void it instead.`,
    params,
    response: emptyDataSchema,
  }),
  setContractSigners: endpoint(R.setContractSigners, {
    ...contracts,
    description: `A draft's signers in signing order: one or more of the record's clients, then at most one owner for the studio. ${SENT}.`,
    params,
    body: setContractSignersRequestSchema,
    response: contractResponseSchema,
  }),
  sendContract: endpoint(R.sendContract, {
    ...contracts,
    description:
      'Freezes the text (merge fields filled in, SHA-256) and the disclosure, and mails the first signer a portal link that opens it.',
    params,
    body: contractVersionRequestSchema,
    response: sentContractResponseSchema,
  }),
  remindContract: endpoint(R.remindContract, {
    ...contracts,
    description:
      "Mails the client whose turn it is to sign a new portal link (Conflict when it is the studio's turn).",
    params,
    body: contractVersionRequestSchema,
    response: sentContractResponseSchema,
  }),
  voidContract: endpoint(R.voidContract, {
    ...contracts,
    description:
      'Voids a sent or declined contract with a reason; it is kept as it was, and no one can sign it.',
    params,
    body: voidContractRequestSchema,
    response: contractResponseSchema,
  }),
  reviseContract: endpoint(R.reviseContract, {
    ...contracts,
    description:
      'Edits a sent or declined contract the only way there is: voids it (kept as it was) and answers a new draft of its text and signers, to be signed again.',
    params,
    body: contractVersionRequestSchema,
    response: contractResponseSchema,
  }),
  signContract: endpoint(R.signContract, {
    ...contracts,
    description:
      "The owner's signature for the studio, when it is the studio's turn (the consent ticked). The last signature seals the contract.",
    params,
    body: signContractRequestSchema,
    response: contractResponseSchema,
  }),
  getContractPdf: endpoint(R.getContractPdf, {
    ...contracts,
    description: 'The sealed PDF of a signed contract (NotFound until it is sealed).',
    params,
  }),
  getPortalContractPdf: endpoint(R.getPortalContractPdf, {
    ...portal,
    description: 'The sealed PDF of a contract the client signed (NotFound until it is sealed).',
    params: portalContractParamsSchema,
  }),
  listPortalContracts: endpoint(R.listPortalContracts, {
    ...portal,
    description:
      'The contracts the client signs (sent or past, never a draft), newest first, each saying whether it is their turn.',
    params: portalContractsParamsSchema,
    response: portalContractListResponseSchema,
  }),
  getPortalContract: endpoint(R.getPortalContract, {
    ...portal,
    description:
      'A contract the client signs: its text as sent, its SHA-256, the consent disclosure, its signers and whether it is their turn. Each read is in the audit trail.',
    params: portalContractParamsSchema,
    response: portalContractResponseSchema,
  }),
  signPortalContract: endpoint(R.signPortalContract, {
    ...portal,
    description:
      "The client's signature, typed or drawn (a PNG data URL), after the consent (`consent: true`); on their turn alone (Conflict otherwise). Recorded with the time, IP address and user agent; the next signer is mailed.",
    params: portalContractParamsSchema,
    body: signPortalContractRequestSchema,
    response: portalContractResponseSchema,
  }),
  declinePortalContract: endpoint(R.declinePortalContract, {
    ...portal,
    description:
      'The client declines to sign, with a reason: the contract stops (the studio may edit and send it again).',
    params: portalContractParamsSchema,
    body: declinePortalContractRequestSchema,
    response: portalContractResponseSchema,
  }),
};
