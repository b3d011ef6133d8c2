import type { z } from 'zod';
import { messagesByField } from '../../../shared/documents/use-saved-draft';
import { errorKey } from './draft';

/** The fields the editor has an input for; another path's error (an id, the whole list) is a toast. */
const PLACED = /^(name|description|sections\.\d+\.(title|help|questions\.\d+\.(label|help|options|fills)))$/;
export const isPlaced = (path: string) => PLACED.test(errorKey(path));

/** The contracts' refusals by the editor's field keys (the first for each). */
export const errorsOf = (error: z.ZodError) => messagesByField(error, errorKey);
