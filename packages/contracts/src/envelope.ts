import { z } from 'zod';

/** Success bodies are always `{ data: ... }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const emptyDataSchema = envelope(z.null());
