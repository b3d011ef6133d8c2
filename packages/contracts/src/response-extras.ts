import { z } from 'zod';

/**
 * Extras a success answer may carry beside `data` (spec 01 §3 "Response extras"): a modal to show
 * (`successModal`) and what the client should load again (`successPreferences`).
 */

export const SUCCESS_MODAL_ICONS = ['SUCCESS', 'INFO', 'WARNING', 'CELEBRATION'] as const;
export const successModalIconSchema = z.enum(SUCCESS_MODAL_ICONS);
export type SuccessModalIcon = z.infer<typeof successModalIconSchema>;

/** Spec 01 §2.4: outlined, solid primary, solid danger, tonal and cta. */
export const SUCCESS_MODAL_BUTTON_VARIANTS = [
  'OUTLINED',
  'SOLID_PRIMARY',
  'SOLID_DANGER',
  'TONAL',
  'CTA',
] as const;
export const successModalButtonVariantSchema = z.enum(SUCCESS_MODAL_BUTTON_VARIANTS);
export type SuccessModalButtonVariant = z.infer<typeof successModalButtonVariantSchema>;

/** Spec 01 §2.4: close; open the plans frame; open a new browser tab with a URL. */
export const SUCCESS_MODAL_ACTIONS = ['CLOSE', 'OPEN_PLANS', 'OPEN_NEW_TAB'] as const;
export const successModalActionSchema = z.enum(SUCCESS_MODAL_ACTIONS);
export type SuccessModalAction = z.infer<typeof successModalActionSchema>;

export const successModalButtonSchema = z
  .object({
    name: z.string().min(1),
    variant: successModalButtonVariantSchema,
    action: successModalActionSchema,
    /** The address OPEN_NEW_TAB opens (http or https). */
    url: z.string().optional(),
    /** Whether OPEN_PLANS or OPEN_NEW_TAB also closes the modal (CLOSE always does). */
    dismiss: z.boolean().optional(),
  })
  .refine((button) => button.action !== 'OPEN_NEW_TAB' || Boolean(button.url), {
    message: 'OPEN_NEW_TAB needs a url',
    path: ['url'],
  });
export type SuccessModalButton = z.infer<typeof successModalButtonSchema>;

export const CHECKLIST_ITEM_STATES = ['COMPLETED', 'NOT_COMPLETED'] as const;
export const checklistItemSchema = z.object({
  state: z.enum(CHECKLIST_ITEM_STATES),
  /** HTML; the client sanitises it before showing it. */
  textHtml: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** Either a checklist or an HTML message (when both come, the checklist shows under the message). */
export const successModalSchema = z.object({
  icon: successModalIconSchema.optional(),
  title: z.string(),
  /** HTML; the client sanitises it before showing it. */
  messageHTML: z.string().optional(),
  checkListField: z.object({ items: z.array(checklistItemSchema) }).optional(),
  buttons: z.object({ items: z.array(successModalButtonSchema) }).optional(),
});
export type SuccessModal = z.infer<typeof successModalSchema>;

const reload = z.object({ reloadRequired: z.boolean().optional() }).optional();

export const successPreferencesSchema = z.object({
  route: reload,
  announcements: reload,
  intercom: reload,
  backgroundTasks: reload,
});
export type SuccessPreferences = z.infer<typeof successPreferencesSchema>;

/** What part of the app a `reloadRequired` names. */
export const RELOADABLE = ['route', 'announcements', 'intercom', 'backgroundTasks'] as const;
export type Reloadable = (typeof RELOADABLE)[number];

/** A success envelope that may carry the extras. */
export const envelopeWithExtras = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    successModal: successModalSchema.optional(),
    successPreferences: successPreferencesSchema.optional(),
  });
