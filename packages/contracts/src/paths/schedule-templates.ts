/** The paths of endpoints/schedule-templates.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const scheduleTemplatesPaths = {
  // payment schedule templates: Settings → Payment schedules
  listScheduleTemplates: ['GET', '/api/user/settings/schedule-templates'],
  createScheduleTemplate: ['POST', '/api/user/settings/schedule-templates'],
  getScheduleTemplate: ['GET', '/api/user/settings/schedule-templates/:id'],
  updateScheduleTemplate: ['PUT', '/api/user/settings/schedule-templates/:id'],
  deleteScheduleTemplate: ['DELETE', '/api/user/settings/schedule-templates/:id'],
} as const;
