/** Keyed by company, so a company switch never shows another's questionnaires. */
const QUESTIONNAIRE_TEMPLATES_KEY = ['questionnaire-templates'] as const;
export const questionnaireKeys = {
  list: (companyId: string) => [...QUESTIONNAIRE_TEMPLATES_KEY, companyId, 'list'] as const,
  detail: (companyId: string, id: string) => [...QUESTIONNAIRE_TEMPLATES_KEY, companyId, id] as const,
};
