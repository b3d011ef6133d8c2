/**
 * The administrator console (issue 13): administrators' invitations, the audit log of what they did,
 * and the system notifications they send to users (bar and popup).
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { admins } from './auth.ts';

/** An invitation to become an administrator; the admins row is made when it is accepted. */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByAdminId: uuid('invited_by_admin_id')
      .notNull()
      .references(() => admins.id),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_invitations_email').on(sql`lower(${t.email})`)],
);

/**
 * Every administrator action: who, what, on what, when, the state before and after. Append-only: a
 * trigger (migration 0012) refuses UPDATE and DELETE, so no code path can rewrite history.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    /**
     * What was done, as `<area>.<verb>`: `user.disable`, `notification.create`, `plan.update`…, and
     * the reads of people's data or mail: `user.search`, `user.view`, `outbox.read`,
     * `promo_code.view_redemptions`.
     */
    action: text('action').notNull(),
    /** What it was done to: `user`, `account`, `admin`, `plan`, `promo_code`, `announcement`, `notification`. */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * Where the request came from (the request's client address, behind TRUST_PROXY as configured);
     * null for entries written before it was kept (migration 0019) and for actions outside a request.
     */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_newest').on(t.createdAt, t.id),
    index('admin_audit_log_target').on(t.targetKind, t.targetId, t.createdAt),
    index('admin_audit_log_admin').on(t.adminId, t.createdAt),
  ],
);

/**
 * A system notification (spec 01 §3 "Event"): the bar's icon, message HTML (sanitised when saved),
 * colours and actions, its validity window, an optional popup, and whom it is for: everyone, the
 * users whose current company's plan is one of `audienceTiers`, or the users listed in
 * system_notification_targets. Retired ones are never served again.
 */
export const systemNotifications = pgTable(
  'system_notifications',
  {
    id: id(),
    /** An administrator's own name for it in the console; users never see it. */
    name: text('name').notNull(),
    messageIcon: text('message_icon'),
    messageHtml: text('message_html').notNull(),
    backgroundHexColor: text('background_hex_color').notNull(),
    textHexColor: text('text_hex_color').notNull(),
    /** { ONE_TIME?: { actionName, buttonIcon? }, PAGE_RELOAD?, OPEN_IN_NEW_TAB?: { …, url }, DISMISS? } */
    actions: jsonb('actions').notNull(),
    validFrom: at('valid_from'),
    validTill: at('valid_till'),
    /** { id, popupContent, triggerCondition: { type }, delay: { millis } } or null. */
    popup: jsonb('popup'),
    audience: text('audience', { enum: ['ALL', 'PLAN_TIERS', 'USERS'] }).notNull(),
    audienceTiers: text('audience_tiers').array(),
    createdByAdminId: uuid('created_by_admin_id')
      .notNull()
      .references(() => admins.id),
    retiredAt: at('retired_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('system_notifications_live')
      .on(t.validTill)
      .where(sql`${t.retiredAt} is null`),
  ],
);

/** The users a USERS-audience notification is for. */
export const systemNotificationTargets = pgTable(
  'system_notification_targets',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => systemNotifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('system_notification_targets_user').on(t.userId),
  ],
);

/** One row per (notification, user) once the user dismissed its bar or its popup. */
export const systemNotificationDismissals = pgTable(
  'system_notification_dismissals',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => systemNotifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventDismissedAt: at('event_dismissed_at'),
    popupDismissedAt: at('popup_dismissed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('system_notification_dismissals_user').on(t.userId),
  ],
);
