/** What the calendar's routes say to the user (the contracts' CalendarTexts hold the shared ones). */
export const CalendarText = {
  clientMissing: 'That client does not exist any more.',
  jobMissing: 'That lead or job does not exist any more.',
  clientNotOnJob: 'Choose one of the job’s clients, or no client.',
} as const;
