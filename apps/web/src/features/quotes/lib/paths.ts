import type { JobStage } from '@focal/contracts';
import type { Quote } from '@focal/contracts/quotes/api';
import { quotePath } from '../../../shared/paths';

/** Spec 01 §2.1: …/{id}/quotes/{quoteType}/{quoteId}/make-invoice (only the quote's page links to it). */
export const makeInvoicePath = (kind: JobStage, quote: Pick<Quote, 'id' | 'jobId' | 'kind'>) =>
  `${quotePath(kind, quote.jobId, quote.kind, quote.id)}/make-invoice`;
