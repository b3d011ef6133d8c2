/** Texts the email settings endpoints answer with (their error titles and messages). */
export const EmailSettingsText = {
  modeTitle: 'This sending option is not ready',
  smtpNotReady:
    'Your own mail server can be chosen once its settings are saved with a successful test email. Fill in the settings under Custom provider and save them.',
  gmailNotReady: 'Gmail can be chosen once a Gmail account is connected. Connect one under Gmail first.',
  passwordTitle: 'Please enter the password',
  passwordRequired:
    'Enter the password of your mail server account again: it is needed whenever the server, port, security or username changes.',
  replyTakenTitle: 'This reply address is taken',
  replyTaken: 'Another studio already uses this reply address. Choose a different name.',
  imageTitle: 'Unsupported image',
  imageUnreadable: 'This is not an image we can read. Send a PNG, JPEG, GIF or WebP image.',
  imageTooLarge: 'This image is too large: at most 1 MB.',
  imageMissing: 'Choose an image file to upload (the form field `file`).',
  testSubject: 'Focal test email',
  testIntro:
    'This test email was sent through your own mail server from your Focal email settings. It arrived, so your studio’s emails will be sent through this server from now on.',
} as const;

/** Focal's notices to a studio's owners (notify.ts): the button and why they get it. */
export const StudioNoticeText = {
  open: { lead: 'Open the lead', job: 'Open the job' },
  /** The switch's words as Email settings shows them (the web's notification labels). */
  events: {
    QUOTE_ACCEPTED: 'A client accepts a quote',
    INVOICE_PAID: 'An invoice is paid',
    JOB_BOOKED: 'A job is booked',
    QUESTIONNAIRE_COMPLETED: 'A client submits a questionnaire',
  },
  why: (studio: string, event: string) =>
    `You get this email as an owner of ${studio}. To stop these emails, turn off “${event}” in your email settings, under notifications.`,
} as const;
