/** Texts of the password input and its strength meter. */
export const passwordMessages = {
  show: 'Show typed characters',
  strength: 'Strength',
  levels: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const,
  rulesLabel: 'Your password needs',
  ruleMet: 'done',
} as const;
