import { TWO_FA_CODE_LENGTH } from '@focal/contracts/two-factor-constants';

/** Texts of the two-factor modals: spec 02 §2 where it gives them, ours where it does not. */
export const twoFactorMessages = {
  close: 'Close',
  setup: {
    title: 'Set Up Two-Factor Authentication',
    steps: ['Download App', 'Set Questions', 'Enter Code'],
    stepFailed: 'Check this step',
    cancel: 'Cancel',
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish',
    forcedIntro: (company: string) =>
      `${company} requires two-factor authentication. Set it up to finish signing in.`,
  },
  download: {
    intro:
      'Install an authenticator app on your phone, such as Google Authenticator or Microsoft Authenticator, then scan this QR code with it.',
    qrAlt: 'QR code to scan with your authenticator app',
    qrLoading: 'Loading the QR code…',
    qrFailed: 'The QR code could not be loaded. Enter the key below in the app instead.',
    secretLabel: 'Or enter this key in the app',
    copy: 'Copy key',
    copied: 'Copied',
  },
  questions: {
    intro:
      'Choose three questions and answer them. If you lose your phone, these answers let you reset two-factor authentication.',
    question: (n: number) => `Question ${n}`,
    answer: (n: number) => `Answer ${n}`,
    choose: 'Choose a question',
  },
  code: {
    intro: `Enter the ${TWO_FA_CODE_LENGTH}-digit code your authenticator app shows for Focal.`,
    label: 'Verification code',
    placeholder: 'Authentication code',
    enforce: (company: string) => `Require two-factor authentication for everyone in ${company}`,
    password: 'Current password',
    passwordIntro: 'To turn two-factor authentication on, confirm it is you with your current password.',
    passwordMissing: 'Enter your current password.',
  },
  cancelDialog: {
    title: 'Cancel the setup?',
    text: 'Two-factor authentication setup is not yet complete. Are you sure?',
    confirm: 'Yes, Cancel Setup',
    back: 'No, Go Back',
  },
  recoveryCodes: {
    title: 'Save your recovery codes',
    intro:
      'Each code lets you sign in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    download: 'Download as .txt',
    copy: 'Copy',
    copied: 'Copied',
    done: 'I have saved them',
    fileName: 'focal-recovery-codes.txt',
    fileIntro: 'Focal recovery codes. Each code works once.',
  },
  login: {
    title: 'Complete login with the authenticator app',
    label: 'Enter the 6-digit code provided by the authenticator app.',
    placeholder: 'Authentication code',
    submit: 'Login',
    reset: "Don't have the app? Reset your authentication",
  },
  recovery: {
    title: 'Answer security questions',
    placeholder: 'Answer',
    submit: 'Reset two-factor authentication',
    toLogin: 'Complete login with the authenticator app',
    useCode: 'Use a recovery code instead',
    useQuestions: 'Answer the security questions instead',
    codeLabel: 'Recovery code',
    codePlaceholder: 'XXXX-XXXX-XXXX',
    codeMissing: 'Enter one of your recovery codes.',
  },
  notMe: {
    heading: 'Two-factor authentication you did not turn on',
    intro:
      'If someone else turned on two-factor authentication for your account, turn it off here. Every device signed in to your account is signed out too.',
    confirm: 'Turn it off and sign out everywhere',
    doneHeading: 'Two-factor authentication is off',
    done: 'Every device was signed out. Someone may know your password: set a new one now, then set up two-factor authentication again from My profile.',
    newPassword: 'Set a new password',
  },
  setUpAgain: {
    title: 'Set up two-factor authentication again',
    text: 'Two-factor authentication is now off for your account. Set it up again to keep your account protected.',
    now: 'Set up now',
    later: 'Not now',
  },
} as const;
