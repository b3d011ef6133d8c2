/** The paths of endpoints/questionnaires.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const questionnairesPaths = {
  // questionnaire templates: Settings → Questionnaires
  listQuestionnaireTemplates: ['GET', '/api/user/settings/questionnaire-templates'],
  createQuestionnaireTemplate: ['POST', '/api/user/settings/questionnaire-templates'],
  getQuestionnaireTemplate: ['GET', '/api/user/settings/questionnaire-templates/:id'],
  updateQuestionnaireTemplate: ['PUT', '/api/user/settings/questionnaire-templates/:id'],
  duplicateQuestionnaireTemplate: ['POST', '/api/user/settings/questionnaire-templates/:id/duplicate'],
  deleteQuestionnaireTemplate: ['DELETE', '/api/user/settings/questionnaire-templates/:id'],
} as const;
