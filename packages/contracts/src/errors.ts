import { z } from 'zod';

export * from './error-codes.ts';

export const resourceLinkSchema = z.object({
  url: z.string(),
  method: z.string().optional(),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

export const errorBodySchema = z.object({
  errorCode: z.string(),
  errorTitle: z.string(),
  errorMessage: z.string(),
  data: z
    .object({
      resourcesLinks: z.record(z.string(), resourceLinkSchema).optional(),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .catchall(z.unknown())
    .nullable(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
