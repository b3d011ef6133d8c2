import {
  ADDRESS_PARTS,
  type AddressAnswer,
  type Answers,
  isEmptyAnswer,
  type QuestionFill,
  type QuestionnaireSection,
  type StudioAddress,
} from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { placeFirstSession } from '../calendar/sessions.ts';
import { fillClientFields } from '../clients/answers.ts';
import { fillJobFields } from '../jobs/answers.ts';

/** An address answer as one line ("Rosewood Gardens, 12 Elm St, Portland"). */
export const addressLine = (a: AddressAnswer) =>
  ADDRESS_PARTS.map((part) => a[part].trim())
    .filter(Boolean)
    .join(', ');

const studioAddress = (a: AddressAnswer): StudioAddress => {
  const out: StudioAddress = {};
  for (const part of ADDRESS_PARTS) if (a[part].trim()) out[part] = a[part].trim();
  return out;
};

/** The answers of the questions that fill a field, the last such question's winning. */
function filledValues(sections: QuestionnaireSection[], answers: Answers) {
  const values = new Map<QuestionFill, Answers[string]>();
  for (const section of sections)
    for (const q of section.questions) {
      const value = answers[q.id];
      if (q.fills && !isEmptyAnswer(value)) values.set(q.fills, value!);
    }
  return values;
}

/**
 * What a submit writes to the record and its client (QUESTION_FILLS: the main date, the location,
 * the client's phone and address), in the submit's transaction. Answers the fields written, and the
 * ones with nowhere to go (a location with no session to hold it), for the record's activity.
 */
export async function applyFills(
  tx: Db,
  q: { companyId: string; jobId: string; clientId: string | null },
  sections: QuestionnaireSection[],
  answers: Answers,
) {
  const values = filledValues(sections, answers);
  const filled: string[] = [];
  const skipped: string[] = [];
  const text = (fill: QuestionFill) => {
    const v = values.get(fill);
    return typeof v === 'string' ? v.trim() : undefined;
  };
  const address = (fill: QuestionFill) => {
    const v = values.get(fill);
    return v && typeof v === 'object' && !Array.isArray(v) && !('id' in v) ? v : undefined;
  };

  const job = { name: text('job.name'), mainDate: text('job.mainDate') };
  await fillJobFields(tx, q.companyId, q.jobId, {
    ...(job.name ? { name: job.name } : {}),
    ...(job.mainDate ? { mainDate: job.mainDate } : {}),
  });
  if (job.name) filled.push('job.name');
  if (job.mainDate) filled.push('job.mainDate');

  if (values.has('job.location')) {
    const where = address('job.location');
    const place = where
      ? { location: addressLine(where), address: studioAddress(where) }
      : { location: text('job.location')! };
    if (await placeFirstSession(tx, q.companyId, q.jobId, place)) filled.push('job.location');
    else skipped.push('job.location');
  }

  const clientAddress = address('client.address');
  const phone = text('client.phone');
  if (q.clientId)
    filled.push(
      ...(await fillClientFields(tx, q.companyId, q.clientId, {
        ...(phone ? { phone } : {}),
        ...(clientAddress ? { address: studioAddress(clientAddress) } : {}),
      })),
    );
  else if (phone || clientAddress)
    skipped.push(...(phone ? ['client.phone'] : []), ...(clientAddress ? ['client.address'] : []));
  return { filled, skipped };
}
