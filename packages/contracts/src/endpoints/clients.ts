import { z } from 'zod';
import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  bulkTagClientsRequestSchema,
  bulkTagClientsResponseSchema,
  clientActivityResponseSchema,
  clientDocumentsResponseSchema,
  clientEmailsResponseSchema,
  clientFacetsResponseSchema,
  clientFiltersSchema,
  clientIdParamsSchema,
  clientJobsResponseSchema,
  clientResponseSchema,
  createClientRequestSchema,
  historyPageQuerySchema,
  listClientsQuerySchema,
  listClientsResponseSchema,
  mergeClientsRequestSchema,
  moveClientRequestSchema,
  moveClientResponseSchema,
  updateClientRequestSchema,
} from '../clients.ts';
import {
  clientImportPreviewResponseSchema,
  startClientImportRequestSchema,
  startClientImportResponseSchema,
} from '../client-import.ts';

const clients = { tags: ['clients'], access: 'company' } as const;
const one = { ...clients, params: clientIdParamsSchema } as const;

/** The studio's clients, all in the current company. */
export const clientEndpoints = {
  listClients: endpoint(R.listClients, {
    ...clients,
    description:
      'A page of clients (keyset: `nextCursor`). `q` searches names, emails and phones, typo tolerant, best match first; filters by tag, lead source, open balance, archived.',
    query: listClientsQuerySchema,
    response: listClientsResponseSchema,
  }),
  createClient: endpoint(R.createClient, {
    ...clients,
    description: 'Creates a client: a person, a couple (two named contacts) or an organisation.',
    body: createClientRequestSchema,
    response: clientResponseSchema,
  }),
  getClientFacets: endpoint(R.getClientFacets, {
    ...clients,
    description: "The filters' choices: the company's tags and lead sources, each with its count.",
    response: clientFacetsResponseSchema,
  }),
  bulkTagClients: endpoint(R.bulkTagClients, {
    ...clients,
    description: 'Adds and removes tags on up to 1000 clients of the company.',
    body: bulkTagClientsRequestSchema,
    response: bulkTagClientsResponseSchema,
  }),
  exportClients: endpoint(R.exportClients, {
    ...clients,
    description: 'The filtered list as a CSV file (custom fields as labelled columns).',
    query: clientFiltersSchema,
  }),
  previewClientImport: endpoint(R.previewClientImport, {
    ...clients,
    description:
      'Reads an uploaded CSV (multipart field `file`, at most 5 MB, 20,000 rows and 200 columns) and answers its columns, first rows and a suggested mapping; 30 an hour per company and per user, 50 MB of uploads waiting per company.',
    consumes: ['multipart/form-data'],
    body: z.any().describe('multipart/form-data with the CSV in the field `file`'),
    response: clientImportPreviewResponseSchema,
  }),
  startClientImport: endpoint(R.startClientImport, {
    ...clients,
    description:
      'Imports a previewed upload with a mapping and a duplicate rule, as a background task with its banner.',
    body: startClientImportRequestSchema,
    response: startClientImportResponseSchema,
  }),
  getClient: endpoint(R.getClient, {
    ...one,
    description: 'One client.',
    response: clientResponseSchema,
  }),
  updateClient: endpoint(R.updateClient, {
    ...one,
    description: 'Saves the fields sent, loaded at `updatedAt` (changed since: StaleVersion).',
    body: updateClientRequestSchema,
    response: clientResponseSchema,
  }),
  deleteClient: endpoint(R.deleteClient, {
    ...one,
    description:
      'Deletes a client nothing refers to; one with leads or jobs is Conflict (archive it instead).',
    response: emptyDataSchema,
  }),
  archiveClient: endpoint(R.archiveClient, {
    ...one,
    description: 'Archives a client (hidden from the list by default).',
    response: clientResponseSchema,
  }),
  unarchiveClient: endpoint(R.unarchiveClient, {
    ...one,
    description: 'Brings an archived client back (not a merged one).',
    response: clientResponseSchema,
  }),
  mergeClients: endpoint(R.mergeClients, {
    ...one,
    description:
      "Merges `otherClientId` into this client: contacts' missing emails and phones, tags, notes, jobs follow; the other is archived.",
    body: mergeClientsRequestSchema,
    response: clientResponseSchema,
  }),
  moveClient: endpoint(R.moveClient, {
    ...one,
    description:
      'Moves a client to another company of the business account, with the jobs all of whose clients move; refused when a job has a client staying.',
    body: moveClientRequestSchema,
    response: moveClientResponseSchema,
  }),
  listClientJobs: endpoint(R.listClientJobs, {
    ...one,
    description: "A page of the client's leads and jobs, newest first.",
    query: historyPageQuerySchema,
    response: clientJobsResponseSchema,
  }),
  listClientEmails: endpoint(R.listClientEmails, {
    ...one,
    description: 'A page of the emails sent to the client, newest first.',
    query: historyPageQuerySchema,
    response: clientEmailsResponseSchema,
  }),
  listClientActivity: endpoint(R.listClientActivity, {
    ...one,
    description: "A page of the client's activity, newest first.",
    query: historyPageQuerySchema,
    response: clientActivityResponseSchema,
  }),
  getClientDocuments: endpoint(R.getClientDocuments, {
    ...one,
    description: "The quotes and invoices of the client's leads and jobs, newest first; payments arrive later.",
    response: clientDocumentsResponseSchema,
  }),
};
