/** Texts of a questionnaire in the client portal (the server's own are QUESTIONNAIRE_TEXTS). */
export const questionnaireMessages = {
  home: {
    title: 'Questionnaires',
    none: 'No questionnaires yet. When the studio sends you one, you will find it here.',
    answered: (answered: number, total: number) => `${answered} of ${total} answered`,
    states: { draft: 'Draft', sent: 'To fill in', in_progress: 'In progress', submitted: 'Submitted' },
  },
  page: {
    loading: 'Loading the questionnaire…',
    failed: "The questionnaire couldn't be loaded.",
    intro: 'Your answers are saved as you type, so you can stop and come back to finish later.',
    required: 'Questions marked with * need an answer.',
    submit: 'Submit answers',
    submitting: 'Submitting…',
    submittedTitle: 'Thank you: your answers are with the studio',
    submittedOn: (day: string) => `Submitted on ${day}. Ask the studio if you need to change anything.`,
    fixTitle: 'Some answers need your attention',
    fix: (count: number) =>
      count === 1
        ? 'One question needs your attention: see the message under it.'
        : `${count} questions need your attention: see the messages under them.`,
    changed: 'Your answers were changed from another device or tab. Check them below, then submit again.',
    previewNote: 'Only the client can answer their questionnaire.',
  },
  status: {
    saving: 'Saving…',
    saved: 'Saved',
    offline: "Saved on this device. We'll send your answers when you're back online.",
    failed: "Some answers couldn't be saved: check the messages under them.",
  },
  fields: {
    choose: 'Choose…',
    number: 'Enter a number.',
    line1: 'Address',
    line2: 'Address line 2',
    city: 'City',
    region: 'State or region',
    postalCode: 'Postal code',
    country: 'Country',
    fileHint: 'A picture or a PDF, at most 10 MB.',
    uploading: 'Uploading…',
    remove: 'Remove',
    removeFile: (name: string) => `Remove ${name}`,
    tooLarge: 'This file is larger than 10 MB: choose a smaller one.',
    uploadFailed: "The file couldn't be uploaded. Try again.",
  },
} as const;
