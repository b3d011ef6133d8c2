/** The paths of endpoints/profile.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const profilePaths = {
  // my profile (issue 14)
  getProfile: ['GET', '/api/user/profile'],
  updateProfile: ['PUT', '/api/user/profile'],
  changeEmail: ['POST', '/api/user/profile/email'],
  changePassword: ['POST', '/api/user/profile/password'],
  // profile photo (issue 15); its address is also the bootstrap's UPLOAD_PHOTO link
  uploadPhoto: ['POST', '/api/user/profile/photo'],
} as const;
