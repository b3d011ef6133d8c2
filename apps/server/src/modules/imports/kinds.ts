import { insertTaxRates, writeCompanyDetails } from '../companies/rows.ts';
import * as catalogue from '../catalogue/import.ts';
import * as emailTemplates from '../email-templates/import.ts';
import * as studioLists from '../studio-lists/import.ts';
import * as clientCopies from '../clients/company-import/copies.ts';
import { addMembers } from '../memberships/service.ts';
import { copyRows } from './copy-rows.ts';
import { ImportText } from './messages.ts';
import { registerImportKind } from './registry.ts';
import * as repo from './repo.ts';

/**
 * Every kind of data a new company can import, one `registerImportKind` call each (see
 * registry.ts). A later feature adds its own call here, with its SQL in its own repo.
 */

const companySettings = { key: 'COMPANY_SETTINGS', label: ImportText.groups.companySettings };
const team = { key: 'TEAM', label: ImportText.groups.team };
const email = { key: 'EMAIL', label: ImportText.groups.email };

registerImportKind({
  type: 'COMPANY_DETAILS',
  group: companySettings,
  label: ImportText.kinds.companyDetails,
  order: 10,
  ...copyRows({
    count: repo.countCompany,
    page: (db, source, after) => (after === null ? repo.companyDetails(db, source) : Promise.resolve([])),
    key: (row) => row.id,
    targetId: (_row, target) => target,
    write: async (tx, copies, target) => {
      for (const { row } of copies) await writeCompanyDetails(tx, row, target);
    },
  }),
});

registerImportKind({
  type: 'TAX_RATES',
  group: companySettings,
  label: ImportText.kinds.taxRates,
  order: 20,
  ...copyRows({
    count: repo.countTaxRates,
    page: repo.taxRatesAfter,
    key: (row) => row.id,
    cursor: repo.taxRateCursor,
    write: insertTaxRates,
  }),
});

registerImportKind({
  type: 'TEAM_MEMBERS',
  group: team,
  label: ImportText.kinds.teamMembers,
  order: 30,
  ...copyRows({
    count: repo.countMembers,
    page: repo.membersAfter,
    key: (row) => row.userId,
    targetId: (row) => row.userId,
    write: (tx, copies, target) =>
      addMembers(
        tx,
        target,
        copies.map((c) => c.row),
      ),
  }),
});

registerImportKind({
  type: 'EMAIL_TEMPLATES',
  group: email,
  label: ImportText.kinds.emailTemplates,
  order: 40,
  ...copyRows({
    count: emailTemplates.countTemplates,
    page: emailTemplates.templatesAfter,
    key: (row) => row.id,
    cursor: emailTemplates.templateCursor,
    write: emailTemplates.writeImportedTemplates,
  }),
});

// The company's lists: before CLIENTS, which maps custom field ids through the import's copies
// (import_copies: source id → the id the copy was given here).
const lists = { key: 'STUDIO_LISTS', label: ImportText.groups.studioLists };

registerImportKind({
  type: 'JOB_TYPES',
  group: lists,
  label: ImportText.kinds.jobTypes,
  order: 50,
  ...copyRows({
    count: studioLists.countJobTypes,
    page: studioLists.jobTypesAfter,
    key: (row) => row.id,
    write: studioLists.writeImportedJobTypes,
  }),
});

registerImportKind({
  type: 'LEAD_PIPELINE',
  group: lists,
  label: ImportText.kinds.leadPipeline,
  order: 60,
  ...copyRows({
    count: studioLists.countLeadStages,
    page: studioLists.leadStagesAfter,
    key: (row) => row.id,
    write: studioLists.writeImportedLeadStages,
  }),
});

registerImportKind({
  type: 'CUSTOM_FIELDS',
  group: lists,
  label: ImportText.kinds.customFields,
  order: 70,
  ...copyRows({
    count: (db, source) => studioLists.countCustomFields(db, source),
    page: studioLists.customFieldsAfter,
    key: (row) => row.id,
    write: studioLists.writeImportedCustomFields,
  }),
});

// Clients: after CUSTOM_FIELDS, whose copies their values are mapped through.
registerImportKind({
  type: 'CLIENTS',
  group: { key: 'CLIENTS', label: ImportText.groups.clients },
  label: ImportText.kinds.clients,
  order: 80,
  ...copyRows({
    count: clientCopies.countClientsToCopy,
    page: clientCopies.clientsToCopyAfter,
    key: (row) => row.id,
    cursor: (row) => row.cursor,
    write: clientCopies.writeClientCopies,
  }),
});

// The catalogue: products after TAX_RATES, whose copies their default taxes are mapped through (a
// rate with no copy is left out); packages after PRODUCTS, which they require (their items name the
// copied products).
const catalogueGroup = { key: 'CATALOGUE', label: ImportText.groups.catalogue };

registerImportKind({
  type: 'PRODUCTS',
  group: catalogueGroup,
  label: ImportText.kinds.products,
  order: 90,
  ...copyRows({
    count: catalogue.countProducts,
    page: catalogue.productsAfter,
    key: (row) => row.id,
    write: catalogue.writeImportedProducts,
  }),
});

registerImportKind({
  type: 'PACKAGES',
  group: catalogueGroup,
  label: ImportText.kinds.packages,
  order: 100,
  requires: ['PRODUCTS'],
  ...copyRows({
    count: catalogue.countPackages,
    page: catalogue.packagesAfter,
    key: (row) => row.id,
    write: catalogue.writeImportedPackages,
  }),
});
