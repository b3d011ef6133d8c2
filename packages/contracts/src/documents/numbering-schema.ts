import { z } from 'zod';
import { singleLineText } from '../fields.ts';
import { NUMBERING_LIMITS, NUMBERING_MESSAGES, patternHasYear, scanNumberPattern } from './numbering.ts';

/**
 * A company's numbering for one kind of document: the pattern, the number the next issued
 * document takes, and whether the counter goes back to 1 each year. The pattern is trimmed, then
 * read by the same scanner that formats the numbers, so a pattern saved is a pattern that works.
 */
export const numberingSettingSchema = z
  .strictObject({
    // singleLineText first: a control character is refused with the text every form uses.
    pattern: singleLineText()
      .trim()
      .superRefine((pattern, context) => {
        const scan = scanNumberPattern(pattern);
        if (!scan.ok) context.addIssue({ code: 'custom', message: scan.error, abort: true });
      }),
    nextNumber: z
      .number({ error: NUMBERING_MESSAGES.nextNumber })
      .int(NUMBERING_MESSAGES.nextNumber)
      .min(1, NUMBERING_MESSAGES.nextNumber)
      .max(NUMBERING_LIMITS.maxNumber, NUMBERING_MESSAGES.nextNumber),
    resetYearly: z.boolean(),
  })
  .superRefine(
    (setting, context) => {
      const scan = scanNumberPattern(setting.pattern);
      if (setting.resetYearly && scan.ok && !patternHasYear(scan.parts)) {
        context.addIssue({ code: 'custom', path: ['pattern'], message: NUMBERING_MESSAGES.yearForReset });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );

export type NumberingSetting = z.infer<typeof numberingSettingSchema>;
