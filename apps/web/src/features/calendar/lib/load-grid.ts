/**
 * The grid's chunk (FullCalendar and its plugins). The route asks for it as soon as /calendar is
 * matched, so it downloads beside the page's code and the month's entries, not after them.
 */
export const loadCalendarGrid = () => import('../components/calendar-grid');
