/** The paths of endpoints/questionnaires.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const questionnairesPaths = {
  // questionnaire templates: Settings → Questionnaires
  listQuestionnaireTemplates: ['GET', '/api/user/settings/questionnaire-templates'],
  createQuestionnaireTemplate: ['POST', '/api/user/settings/questionnaire-templates'],
  getQuestionnaireTemplate: ['GET', '/api/user/settings/questionnaire-templates/:id'],
  updateQuestionnaireTemplate: ['PUT', '/api/user/settings/questionnaire-templates/:id'],
  duplicateQuestionnaireTemplate: ['POST', '/api/user/settings/questionnaire-templates/:id/duplicate'],
  deleteQuestionnaireTemplate: ['DELETE', '/api/user/settings/questionnaire-templates/:id'],
  // questionnaires of a lead or job, sent to one of its clients
  listJobQuestionnaires: ['GET', '/api/user/jobs/:id/questionnaires'],
  createQuestionnaire: ['POST', '/api/user/jobs/:id/questionnaires'],
  getQuestionnaire: ['GET', '/api/user/questionnaires/:id'],
  sendQuestionnaire: ['POST', '/api/user/questionnaires/:id/send'],
  remindQuestionnaire: ['POST', '/api/user/questionnaires/:id/remind'],
  reopenQuestionnaire: ['POST', '/api/user/questionnaires/:id/reopen'],
  deleteQuestionnaire: ['DELETE', '/api/user/questionnaires/:id'],
  downloadQuestionnaireFile: ['GET', '/api/user/questionnaires/:id/files/:questionId'],
  // the client's side, in their portal
  listPortalQuestionnaires: ['GET', '/api/portal/:companyId/questionnaires'],
  getPortalQuestionnaire: ['GET', '/api/portal/:companyId/questionnaires/:id'],
  savePortalQuestionnaireAnswers: ['PUT', '/api/portal/:companyId/questionnaires/:id/answers'],
  submitPortalQuestionnaire: ['POST', '/api/portal/:companyId/questionnaires/:id/submit'],
  uploadPortalQuestionnaireFile: ['POST', '/api/portal/:companyId/questionnaires/:id/files'],
} as const;
