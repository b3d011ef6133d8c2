/** The questionnaires' refusals and notices, in the studio's words. */
export const QuestionnaireText = {
  notFoundTitle: 'Questionnaire not found',
  jobHasQuestionnaires:
    "This record has questionnaires, made from this company's templates and answered in its client portal, so it stays in this company.",
  notFound: 'This questionnaire does not exist in this company, or was deleted.',
  templateNotFound: 'This questionnaire template does not exist in this company, or was deleted.',
  notTheJobsClient: 'Choose one of the clients of this lead or job.',
  noAddressTitle: "The client's email can't be used",
  noAddress: 'This client has no email address to send the questionnaire to. Add one on their page first.',
  unmailable: (to: string) => `${to} cannot be mailed to. Correct it on the client's page, then send again.`,
  noClient: 'The client this questionnaire was made for was deleted: make a new one for another client.',
  wrongStateTitle: 'Not possible now',
  notDraft: 'This questionnaire was sent already: remind the client instead.',
  notWaiting: 'Only a questionnaire sent and not yet submitted can be reminded.',
  remindedRecently: (minutes: number) =>
    `The client was mailed about it less than ${minutes} minutes ago. Try again later.`,
  notSubmitted: 'Only a submitted questionnaire can be reopened.',
  submittedNoDelete: 'A submitted questionnaire keeps its answers: it cannot be deleted.',
  fileMissing: 'Choose a file to upload.',
  fileTooLarge: (mb: number) => `A file can be at most ${mb} MB.`,
  fileType: 'Upload a picture (JPEG, PNG, WebP, HEIC) or a PDF.',
  fileGone: 'This file was not uploaded here: upload it again.',
  fileNotFoundTitle: 'File not found',
  fileNotFound: 'This questionnaire has no file for that question.',
  submittedNotice: (client: string, name: string) => `${client} submitted “${name}”`,
  submittedLine: (client: string, name: string) =>
    `${client} submitted the questionnaire “${name}” in their client portal. Its answers are on the lead or job.`,
} as const;
