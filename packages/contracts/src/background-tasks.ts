import { z } from 'zod';
import { ApiRoutes, fillPath } from './api-routes.ts';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';

/**
 * Background-task banners: the list the frame polls while a task runs, and the dismissal of one.
 */
export const BackgroundTaskPaths = {
  banners: ApiRoutes.listBanners.path,
  dismiss: (id: string) => fillPath(ApiRoutes.dismissBanner.path, { id }),
} as const;

export const BACKGROUND_TASK_STATES = ['IN_PROGRESS', 'COMPLETED', 'COMPLETED_WITH_ERRORS'] as const;
export const backgroundTaskStateSchema = z.enum(BACKGROUND_TASK_STATES);
export type BackgroundTaskState = z.infer<typeof backgroundTaskStateSchema>;

const actionLink = resourceLinkSchema.extend({ actionName: z.string() });

export const taskItemSchema = z.object({
  name: z.object({ text: z.string() }),
  state: backgroundTaskStateSchema,
  actions: z.object({ VIEW_WORKFLOW_TEMPLATE_DETAILS: actionLink.optional() }),
});
export type TaskItem = z.infer<typeof taskItemSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  state: backgroundTaskStateSchema,
  /** HTML; sanitised by the client before it is shown. */
  summary: z.object({ textHtml: z.string() }),
  actions: z.object({
    DISMISS: actionLink.optional(),
    VIEW_TASKS: actionLink.optional(),
    VIEW_WORKFLOW_TEMPLATE_DETAILS: actionLink.optional(),
  }),
  tasksPopup: z
    .object({
      title: z.string(),
      messageHTML: z.string(),
      items: z.array(taskItemSchema),
      actions: z.object({ GOT_IT: actionLink }),
    })
    .nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersSchema = z.object({
  banners: z.array(bannerSchema),
  refreshInterval: z.object({ millis: z.number().int().positive() }),
});
export type Banners = z.infer<typeof bannersSchema>;
export const bannersResponseSchema = envelope(bannersSchema);

// The polling delay holds no zod, so the signed-in frame can use it without loading zod.
export * from './banner-polling.ts';
