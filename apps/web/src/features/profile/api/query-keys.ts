/** Every query of this feature starts with 'profile'. */
export const profileKeys = {
  profile: ['profile'] as const,
};
