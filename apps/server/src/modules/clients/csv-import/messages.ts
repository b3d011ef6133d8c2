/** The client CSV import's words. */
export const ImportCsvText = {
  fileTitle: 'This file cannot be imported',
  missing: 'Choose a CSV file to upload.',
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files.',
  unreadable:
    'This file is not a CSV file we can read. Save it from your spreadsheet as CSV (comma separated) and try again.',
  empty: 'This file has no header row.',
  tooManyRows: 'This file has more than 20,000 rows. Split it into smaller files.',
  tooManyColumns:
    'This file has a row with more than 200 columns. Keep only the columns to import, or check that the file is comma separated.',
  quotaTitle: 'Too many files waiting',
  quota:
    'Files uploaded here take more than 50 MB while they wait to be imported. Import one of them, or try again tomorrow: files not imported are deleted after a day.',
  uploadGoneTitle: 'Upload again',
  uploadGone: 'This upload is no longer available. Upload the file again.',
  mappingLength: 'Choose a field (or none) for each column of the file.',
  mappingTwice: (target: string) => `Two columns are mapped to ${target}. Map each field once.`,
  mappingUnknownField: 'This custom field does not exist for clients in this company.',
  mappingNoName: 'Map at least a first name, last name or organisation column.',
  itemLabel: 'Clients',
  duplicate: 'A client with this email exists',
  report: (r: {
    created: number;
    updated: number;
    skippedDuplicates: number;
    refused: { line: number; reason: string }[];
  }) =>
    [
      `${r.created} created, ${r.updated} updated, ${r.skippedDuplicates} skipped as duplicates (same email).`,
      ...(r.refused.length === 0
        ? []
        : [
            `${r.refused.length} ${r.refused.length === 1 ? 'row was' : 'rows were'} not imported: ` +
              r.refused
                .slice(0, 20)
                .map((x) => `line ${x.line}: ${x.reason}`)
                .join('; ') +
              (r.refused.length > 20 ? `; and ${r.refused.length - 20} more.` : '.'),
          ]),
    ].join(' '),
} as const;
