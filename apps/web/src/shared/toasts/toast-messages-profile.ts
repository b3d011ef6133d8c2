/** Group profile (spec 02 §4, §8: s_3 is the photo upload's success; its text is ours). */
export const profileToastMessages = {
  s_3: { title: 'Photo updated', message: 'Your new profile photo is saved.' },
} as const;
