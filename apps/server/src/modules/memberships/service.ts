/**
 * What other modules may do with memberships. Modules call this, never memberships/repo.ts, so the
 * memberships table has one owner (docs/decisions/repositories-and-module-boundaries.md).
 */
export {
  addMembers,
  companyOfMember,
  type CompanyWithRole,
  deleteMembership,
  firstCompanyOf,
  ownersOf,
  type Role,
} from './repo.ts';
