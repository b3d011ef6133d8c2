/**
 * What other modules may do with users. Modules call this, never users/repo.ts, so the users table
 * has one owner (docs/decisions/repositories-and-module-boundaries.md).
 */
export {
  findUserByEmail,
  findUserById,
  insertUser,
  isPhotoInUse,
  lockUserPhoto,
  type User,
  updateUser,
} from './repo.ts';
