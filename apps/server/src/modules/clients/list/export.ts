import type { Readable } from 'node:stream';
import { minorToDecimal } from '@focal/contracts/money/format';
import type { AppDeps } from '../../../deps.ts';
import { csvDownload } from '../../../lib/csv-download.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { memberCompany } from '../../companies/service.ts';
import { listCustomFields } from '../../studio-lists/custom-fields/service.ts';
import type { ListedClient } from './repo.ts';
import { allClients, type Filters } from './service.ts';

/** The filtered list as CSV (lib/csv-download.ts: streamed, formulas defused). */
const BASE_COLUMNS = [
  'Name',
  'Kind',
  'Organisation',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Second contact first name',
  'Second contact last name',
  'Second contact email',
  'Second contact phone',
  'Address line 1',
  'Address line 2',
  'City',
  'Region',
  'Postal code',
  'Country',
  'Tags',
  'Lead source',
  'Notes',
  'Open balance',
  'Created',
  'Archived',
];

function cells(row: ListedClient, fieldIds: string[], currency: string): string[] {
  const [first, second] = row.contacts;
  const a = row.address;
  return [
    row.displayName,
    row.kind,
    row.organisationName ?? '',
    first?.firstName ?? '',
    first?.lastName ?? '',
    first?.email ?? '',
    first?.phone ?? '',
    second?.firstName ?? '',
    second?.lastName ?? '',
    second?.email ?? '',
    second?.phone ?? '',
    a.line1 ?? '',
    a.line2 ?? '',
    a.city ?? '',
    a.region ?? '',
    a.postalCode ?? '',
    a.country ?? '',
    row.tags.join('; '),
    row.leadSource ?? '',
    row.notes,
    // In the company currency's own digits (JPY none, BHD three), from the integer: no float.
    minorToDecimal(row.openBalanceCents, currency),
    row.createdAt.toISOString(),
    row.archivedAt?.toISOString() ?? '',
    ...fieldIds.map((id) => row.customFields[id] ?? ''),
  ];
}

export const exportFileName = (now = new Date()) => `clients-${now.toISOString().slice(0, 10)}.csv`;

export async function exportClients(deps: AppDeps, scope: CompanyScope, filters: Filters): Promise<Readable> {
  const fields = await listCustomFields(deps.db, scope.companyId, 'client');
  const { company } = await memberCompany(deps, scope.userId, scope.companyId);
  const fieldIds = fields.map((f) => f.id);
  async function* rows() {
    for await (const batch of allClients(deps, scope, filters))
      yield batch.map((row) => cells(row, fieldIds, company.currency));
  }
  return csvDownload([...BASE_COLUMNS, ...fields.map((f) => f.label)], rows());
}
