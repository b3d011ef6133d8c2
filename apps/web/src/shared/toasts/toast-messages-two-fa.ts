/**
 * Group twoFa (spec 02 §5, §8: the codes and their meanings are given, the texts are ours). Apart
 * from toast-messages.ts, which /login's first load carries: these load with the two-factor modals.
 */
export const twoFaToastMessages = {
  s_0: {
    title: 'Two-factor authentication is on',
    message: 'From now on, signing in asks for a code from your authenticator app.',
  },
  s_4: { title: 'Signed in', message: 'Your code was accepted. Welcome back!' },
  s_5: {
    title: 'Two-factor authentication reset',
    message: 'You are signed in, and two-factor authentication is off for your account.',
  },
  e_0: { title: 'Answer missing', message: 'Answer each of the three questions.' },
  e_1: { title: 'Answers must differ', message: 'Give a different answer to each question.' },
  e_2: { title: 'Answer too short', message: 'Each answer needs at least 2 characters.' },
  e_3: { title: 'Question missing', message: 'Choose a question for each of the three answers.' },
  e_5: { title: 'Code too short', message: 'The code has 6 digits.' },
  e_6: { title: 'Code missing', message: 'Enter the 6-digit code from your authenticator app.' },
  e_7: { title: 'Digits only', message: 'The code is made of digits only.' },
} as const;
