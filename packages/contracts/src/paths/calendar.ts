/** The paths of endpoints/calendar.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const calendarPaths = {
  // calendar, appointments, sessions, iCal feeds, dashboard: under /api/user/calendar, /api/user/dashboard
  listCalendar: ['GET', '/api/user/calendar'],
  listCalendarOverlaps: ['GET', '/api/user/calendar/overlaps'],
  createAppointment: ['POST', '/api/user/calendar/appointments'],
  updateAppointment: ['PUT', '/api/user/calendar/appointments/:appointmentId'],
  moveAppointment: ['POST', '/api/user/calendar/appointments/:appointmentId/move'],
  deleteAppointment: ['DELETE', '/api/user/calendar/appointments/:appointmentId'],
  listJobSessions: ['GET', '/api/user/jobs/:jobId/sessions'],
  createJobSession: ['POST', '/api/user/jobs/:jobId/sessions'],
  updateJobSession: ['PUT', '/api/user/jobs/:jobId/sessions/:sessionId'],
  moveJobSession: ['POST', '/api/user/jobs/:jobId/sessions/:sessionId/move'],
  deleteJobSession: ['DELETE', '/api/user/jobs/:jobId/sessions/:sessionId'],
  getCalendarFeed: ['GET', '/api/user/calendar/feed'],
  createCalendarFeed: ['POST', '/api/user/calendar/feed'],
  revokeCalendarFeed: ['DELETE', '/api/user/calendar/feed'],
  calendarFeedIcs: ['GET', '/api/calendar/feed/:token'],
  getDashboard: ['GET', '/api/user/dashboard'],
} as const;
