import { PORTAL_TEXTS } from '@focal/contracts';
import { AppError } from '../../http/app-error.ts';
import { QuoteText as T } from './messages.ts';

/** The quotes' refusals, each the spec's error body. */
export const notFoundQuote = () => new AppError('NotFound', T.notFoundTitle, T.notFound);
export const stale = () => new AppError('StaleVersion', T.staleTitle, T.stale);
/** The client answered a version the studio has replaced by sending a newer one. */
export const quoteChangedForClient = () => new AppError('StaleVersion', PORTAL_TEXTS.quoteChangedTitle, PORTAL_TEXTS.quoteChanged);
export const wrongState = (message: string) => new AppError('Conflict', T.wrongStateTitle, message);
