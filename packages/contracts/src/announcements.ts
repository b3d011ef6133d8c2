import { z } from 'zod';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';

/**
 * Subscription announcements (spec 01 §3, §4.6, §9; issue 5). An announcement has platform variants
 * — web, mobile, app.ios, app.android — each with HTML and actions keyed by action type. The client
 * drops any announcement with a MANUAL action and uses only the first action.
 */
export const ANNOUNCEMENT_ACTION_METHODS = ['NEW_WINDOW', 'SAME_WINDOW', 'OPEN_PLANS', 'MANUAL'] as const;

export const announcementActionSchema = z.object({
  actionName: z.string(),
  method: z.string(),
  url: z.string(),
  buttonProperties: z.object({ backgroundHexColor: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
});
export type AnnouncementAction = z.infer<typeof announcementActionSchema>;

export const announcementVariantSchema = z.object({
  htmlText: z.string(),
  actions: z.record(z.string(), announcementActionSchema),
});
export type AnnouncementVariant = z.infer<typeof announcementVariantSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  web: announcementVariantSchema.nullable(),
  mobile: announcementVariantSchema.nullable(),
  app: z.object({
    ios: announcementVariantSchema.nullable(),
    android: announcementVariantSchema.nullable(),
  }),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const ANNOUNCEMENT_CAROUSEL_MS = 60000;

/** The SUBSCRIPTION_ANNOUNCEMENTS link's answer (spec 01 §7): data: announcements, resourcesLinks. */
export const announcementsDataSchema = z.object({
  announcements: z.array(announcementSchema),
  resourcesLinks: z.record(z.string(), resourceLinkSchema),
});
export const announcementsListResponseSchema = envelope(announcementsDataSchema);
