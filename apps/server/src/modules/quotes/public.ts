import type { PublicDocument } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../activity/record.ts';
import { partiesOf } from '../invoices/service.ts';
import * as repo from './repo.ts';
import { stateOf } from './service.ts';
/**
 * The quote as its client reads it through a link: the version last sent, as sent. The first
 * opening of a sent quote marks it viewed, unless the studio's portal preview reads it (`asClient`
 * false).
 */
export async function publicQuote(
  db: Db,
  companyId: string,
  id: string,
  { asClient } = { asClient: true },
): Promise<PublicDocument | undefined> {
  const found = await repo.findQuote(db, companyId, id);
  if (!found || found.quote.sentVersion === null) return undefined;
  const { quote, timeZone } = found;
  const sentVersion = quote.sentVersion!;
  if (quote.status === 'sent' && asClient) {
    await repo.updateQuote(db, companyId, id, { status: 'viewed', viewedAt: new Date() });
    await recordActivity(db, {
      companyId,
      subjectType: 'job',
      subjectId: quote.jobId,
      userId: null,
      action: 'quote viewed',
      details: { quoteId: id, number: quote.number },
    });
  }
  const [version, acceptance, parties, job] = await Promise.all([
    repo.findVersion(db, companyId, id, sentVersion),
    repo.findAcceptance(db, companyId, id),
    partiesOf(db, companyId, quote.jobId),
    repo.jobMainDate(db, companyId, quote.jobId),
  ]);
  const status = stateOf(quote.status === 'sent' && asClient ? { ...quote, status: 'viewed' } : quote, timeZone);
  return {
    kind: 'quote',
    title: version!.content.title,
    currency: quote.currency,
    pricesIncludeTax: quote.pricesIncludeTax,
    ...parties,
    // A version saved before messages were has none.
    message: version!.content.message ?? '',
    number: quote.number,
    status,
    version: sentVersion,
    content: version!.content,
    mainDate: job,
    acceptance: acceptance
      ? { acceptedAt: acceptance.acceptedAt.toISOString(), choice: acceptance.choice, schedule: acceptance.scheduleIndex }
      : null,
  };
}
