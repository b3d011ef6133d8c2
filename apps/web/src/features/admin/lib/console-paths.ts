/** The console's pages under /admins (the sign-in is /admins itself). */
export const ConsolePaths = {
  signIn: '/admins',
  accounts: '/admins/accounts',
  account: (userId: string) => `/admins/accounts/${encodeURIComponent(userId)}`,
  notifications: '/admins/notifications',
  announcements: '/admins/announcements',
  plans: '/admins/plans',
  promoCodes: '/admins/promo-codes',
  auditLog: '/admins/audit-log',
  outbox: '/admins/outbox',
  administrators: '/admins/administrators',
} as const;
