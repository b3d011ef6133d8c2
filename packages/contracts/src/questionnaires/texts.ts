/** The questionnaire template checks' words, shared by the editor and the server. */
export const QuestionnaireTexts = {
  optionsNeeded: 'Add at least one option.',
  optionsNotUsed: 'Only choice questions have options.',
  optionRepeated: 'Each option appears once.',
  tooManyQuestions: (max: number) => `A questionnaire holds at most ${max} questions in all.`,
  fillNotFitting: 'This answer cannot fill that field: choose another field or none.',
  idRepeated: 'Each section and question has its own id.',
} as const;
