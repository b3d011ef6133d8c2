import type { RouteObject } from 'react-router';
import { bound, editor, page, perJobStage } from '../../shared/routing/page';

const titles = {
  quote: 'Quote',
  newQuote: 'New quote',
  editQuote: 'Edit quote',
  makeInvoice: 'New invoice from a quote',
};
const quoteTypes = ['fixed', 'pick-and-choose'] as const;

const quote = () => import('./routes/quote-page');
const quoteEditor = () => import('./routes/quote-editor-page');
const makeInvoice = () => import('./routes/make-invoice-page');

/**
 * A job's or lead's quotes of each type: new, edit, view, and an invoice made from one. The quote's
 * type is written out, so these outrank a route that takes it as a parameter.
 */
export const quotesFrameRoutes: RouteObject[] = perJobStage((kind, base) =>
  quoteTypes.flatMap((type): RouteObject[] => [
    {
      path: `${base}/:id/quote/${type}/new`,
      ...page(
        titles.newQuote,
        () => quoteEditor().then((m) => bound(m.QuoteEditorPage, { kind, type, mode: 'new' })),
        editor,
      ),
    },
    {
      path: `${base}/:id/quotes/${type}/:quoteId/update`,
      ...page(
        titles.editQuote,
        () => quoteEditor().then((m) => bound(m.QuoteEditorPage, { kind, type, mode: 'edit' })),
        editor,
      ),
    },
    {
      path: `${base}/:id/quotes/${type}/:quoteId/make-invoice`,
      ...page(titles.makeInvoice, () => makeInvoice().then((m) => bound(m.MakeInvoicePage, { kind, type }))),
    },
    {
      path: `${base}/:id/quotes/${type}/:quoteId`,
      ...page(titles.quote, () => quote().then((m) => bound(m.QuotePage, { kind, type }))),
    },
  ]),
);
