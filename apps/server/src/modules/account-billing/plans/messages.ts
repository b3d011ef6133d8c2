/**
 * Titles of the plan-limit refusals (the spec gives the messages, in the contracts' PlanLimitText,
 * but no titles) and the word the messages name the action with.
 */
export const PlanLimitTitle = {
  activeJobs: 'Active jobs limit reached',
  limitedJob: 'Job not available on your plan',
  limitedEvent: 'Event not available on your plan',
} as const;

/** The `{action}` of PlanLimitText on the web ('Upgrade to add more.'). */
export const UPGRADE_ACTION = 'Upgrade';
