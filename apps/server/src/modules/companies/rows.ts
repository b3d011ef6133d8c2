import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * Company rows other modules create, fill or count: sign-up's business account and first company, an
 * import's copies of the profile and tax rates, the plan limit's count, the paying account's owner
 * and its lock (payments, plans, support), the brand its documents print (pdf). The companies repository stays
 * their only writer; this file (not companies/service.ts, which depends on auth and imports, so would
 * make import cycles) is what those modules call.
 */
export {
  accountOwnerOf,
  businessAccountOwnedBy,
  countCompanies,
  documentBrandOf,
  insertBusinessAccount,
  insertCompany,
  insertTaxRates,
  lockBusinessAccountRow,
  writeCompanyDetails,
} from './repo.ts';

/** A new company's tax rates, in the caller's transaction (the demo seed's studios). */
export const setTaxRates = (tx: Db, companyId: string, rates: repo.NewTaxRate[]) =>
  repo.replaceTaxRates(tx, companyId, rates);
