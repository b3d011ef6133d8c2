/** Every query of the calendar is keyed by company: a company switch never shows another's entries. */
export const calendarKeys = {
  all: (companyId: string) => ['calendar', companyId] as const,
  range: (companyId: string, from: string, to: string) => ['calendar', companyId, 'range', from, to] as const,
  feed: (companyId: string) => ['calendar', companyId, 'feed'] as const,
};
