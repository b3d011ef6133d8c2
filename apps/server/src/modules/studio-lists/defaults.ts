import type { Db } from '../../db/client.ts';
import * as jobTypes from './job-types/repo.ts';
import * as leadStages from './lead-stages/repo.ts';

/** A new company's job types, each with its calendar colour (the picker's palette). */
const DEFAULT_JOB_TYPES = [
  { name: 'Wedding', colour: '#e64980' },
  { name: 'Engagement', colour: '#be4bdb' },
  { name: 'Portrait', colour: '#4c6ef5' },
  { name: 'Family', colour: '#40c057' },
  { name: 'Newborn', colour: '#15aabf' },
  { name: 'Maternity', colour: '#fab005' },
  { name: 'Event', colour: '#fd7e14' },
  { name: 'Commercial', colour: '#495057' },
] as const;

/** A new company's pipeline: four open stages, then Booked (won) and Lost. */
const DEFAULT_LEAD_STAGES = [
  { name: 'New inquiry', kind: 'open' },
  { name: 'Contacted', kind: 'open' },
  { name: 'Meeting booked', kind: 'open' },
  { name: 'Quote sent', kind: 'open' },
  { name: 'Booked', kind: 'won' },
  { name: 'Lost', kind: 'lost' },
] as const;

/** The import kinds that fill these lists instead (modules/imports/kinds.ts). */
const JOB_TYPES_IMPORT = 'JOB_TYPES';
const LEAD_PIPELINE_IMPORT = 'LEAD_PIPELINE';

/**
 * Gives a new company the default job types and pipeline, called where a company row is created
 * (companies/repo.ts insertCompany: sign-up, Add New Company, the demo studio). A list the company
 * imports from another is left empty for the import to fill (`importing`: the import's kinds), so
 * the new company has the source's list, not the defaults and the source's mixed. Custom fields
 * have no defaults.
 */
export async function seedCompanyLists(
  db: Db,
  companyId: string,
  importing: readonly string[] = [],
): Promise<void> {
  if (!importing.includes(JOB_TYPES_IMPORT)) {
    await jobTypes.insertJobTypes(
      db,
      companyId,
      DEFAULT_JOB_TYPES.map((type, position) => ({ ...type, position })),
    );
  }
  if (!importing.includes(LEAD_PIPELINE_IMPORT)) {
    await leadStages.insertLeadStages(
      db,
      companyId,
      DEFAULT_LEAD_STAGES.map((stage, position) => ({ ...stage, position })),
    );
  }
}
