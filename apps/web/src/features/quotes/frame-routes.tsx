import type { RouteObject } from 'react-router';
import { bound, editor, page, perJobStage } from '../../shared/routing/page';

const titles = { quote: 'Quote', newQuote: 'New quote', editQuote: 'Edit quote' };
const quoteTypes = ['fixed', 'pick-and-choose'] as const;

const quote = () => import('./routes/quote-page');
const quoteEditor = () => import('./routes/quote-editor-page');

/** A job's or lead's quotes of each type: new, edit, view. */
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
      path: `${base}/:id/quotes/${type}/:quoteId`,
      ...page(titles.quote, () => quote().then((m) => bound(m.QuotePage, { kind, type }))),
    },
  ]),
);
