/**
 * Every action the server records (`<area>.<verb>`, admin-audit's writers), in words. The reads of
 * people's data and mail (issue 29 §9) say "Viewed" or "Searched". An action missing here shows as
 * its code.
 */
export const auditActionLabels: Record<string, string> = {
  'user.disable': 'Disabled a user',
  'user.enable': 'Enabled a user',
  'user.resend_confirmation': 'Resent the confirmation mail',
  'user.search': 'Searched accounts',
  'user.view': "Viewed an account's page",
  'outbox.read': 'Viewed the outbox',
  'account.trial_extend': 'Extended a trial',
  'account.trial_end': 'Ended a trial',
  'account.plan_change': "Changed an account's plan",
  'admin.invite': 'Invited an administrator',
  'admin.disable': 'Disabled an administrator',
  'plan.update': 'Changed a plan',
  'promo_code.create': 'Created a promo code',
  'promo_code.expire': 'Expired a promo code',
  'promo_code.view_redemptions': "Viewed a promo code's redemptions",
  'announcement.create': 'Created an announcement',
  'announcement.update': 'Changed an announcement',
  'announcement.retire': 'Retired an announcement',
  'notification.create': 'Created a system notification',
  'notification.update': 'Changed a system notification',
  'notification.retire': 'Retired a system notification',
};

export const auditLogMessages = {
  title: 'Audit log',
  description:
    "Every administrator's action, and every view of someone's account or mail, newest first. The log cannot be edited.",
  filters: 'Filters',
  administrator: 'Administrator',
  anyAdministrator: 'Any administrator',
  action: 'Action',
  anyAction: 'Any action',
  targetKind: 'Target kind',
  targetKindPlaceholder: 'user',
  targetId: 'Target id',
  apply: 'Apply',
  clear: 'Clear filters',
  loading: 'Loading the audit log…',
  tableLabel: 'Audit log entries',
  columns: {
    when: 'When',
    who: 'Administrator',
    from: 'From',
    action: 'Action',
    target: 'Target',
    changes: 'Changes',
  },
  unknownAddress: 'Not recorded',
  show: 'Show changes',
  hide: 'Hide changes',
  before: 'Before',
  after: 'After',
  nothing: 'Nothing',
  emptyTitle: 'No entries',
  emptyText: 'No administrator action matches these filters yet.',
  loadMore: 'Load more',
} as const;
