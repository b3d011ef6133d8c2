import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * Client import from CSV: upload → preview with a suggested mapping → start with the mapping and
 * the duplicate rule → a background task with its banner and a report.
 */
export const CLIENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CLIENT_IMPORT_MAX_ROWS = 20_000;
/** A file with a row wider than this is refused: no client has 200 fields to fill. */
export const CLIENT_IMPORT_MAX_COLUMNS = 200;
export const CLIENT_IMPORT_PREVIEW_ROWS = 20;
/** The preview's cells and headers are cut to this many characters (it shows them; the import reads them whole). */
export const CLIENT_IMPORT_PREVIEW_CELL_MAX = 200;

/** Where a column goes; `custom:<field id>` is one of the company's client custom fields. */
export const CLIENT_IMPORT_TARGETS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'organisationName',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'notes',
  'tags',
  'leadSource',
] as const;
export type ClientImportTarget = (typeof CLIENT_IMPORT_TARGETS)[number] | `custom:${string}`;

const CUSTOM_TARGET = /^custom:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const clientImportTargetSchema = z.union([
  z.enum(CLIENT_IMPORT_TARGETS),
  z.string().regex(CUSTOM_TARGET) as z.ZodType<`custom:${string}`>,
]);

export const clientImportPreviewSchema = z.object({
  /** Names the uploaded file in the start request. */
  uploadId: z.string(),
  columns: z.array(z.string()),
  /** The first rows after the header, as read (each cell cut to CLIENT_IMPORT_PREVIEW_CELL_MAX). */
  rows: z.array(z.array(z.string())),
  totalRows: z.number().int(),
  /** One entry per column: the target its header suggests, or null (ignored). */
  suggestedMapping: z.array(clientImportTargetSchema.nullable()),
});
export type ClientImportPreview = z.infer<typeof clientImportPreviewSchema>;
export const clientImportPreviewResponseSchema = envelope(clientImportPreviewSchema);

/** skip: a row whose email matches a client's (any case) is left out; update: that client is updated. */
export const CLIENT_IMPORT_DUPLICATE_RULES = ['skip', 'update'] as const;

export const startClientImportRequestSchema = z.strictObject({
  uploadId: z.uuid(),
  /** One entry per column of the preview, null to ignore the column. */
  mapping: z.array(clientImportTargetSchema.nullable()).min(1).max(CLIENT_IMPORT_MAX_COLUMNS),
  duplicates: z.enum(CLIENT_IMPORT_DUPLICATE_RULES),
});
export type StartClientImportRequest = z.input<typeof startClientImportRequestSchema>;
export const startClientImportResponseSchema = envelope(z.object({ taskId: z.string() }));

/** The report the task's banner details show. */
export const clientImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skippedDuplicates: z.number().int(),
  refused: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type ClientImportReport = z.infer<typeof clientImportReportSchema>;
