import type { RouteObject } from 'react-router';
import { bound, editor, page, perJobStage } from '../../shared/routing/page';
import type { RouteHandle } from '../../shared/routing/route-handle';
import { TEMPLATE_FORM } from './lib/template-form';

const titles = {
  quote: 'Quote',
  newQuote: 'New quote',
  editQuote: 'Edit quote',
  makeInvoice: 'New invoice from a quote',
  templates: 'Quote and invoice templates',
  template: 'Quote template',
};
const quoteTypes = ['fixed', 'pick-and-choose'] as const;

const quote = () => import('./routes/quote-page');
const quoteEditor = () => import('./routes/quote-editor-page');
const makeInvoice = () => import('./routes/make-invoice-page');
const templateEditor = () => import('./routes/quote-template-page');

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

/** Spec 01 §2.3: a template's editor has the template header, whose Save submits the editor's form. */
const templateHeader = { ...editor, header: 'template', templateForm: TEMPLATE_FORM } satisfies Omit<
  RouteHandle,
  'title'
>;

/**
 * Under /settings: the quote templates (the page the template header's Go back leads to) and a
 * template's editor, new of a type or saved.
 */
export const quoteTemplatesSettingsRoutes: RouteObject[] = [
  {
    path: 'templates',
    ...page(titles.templates, () =>
      import('./routes/quote-templates-page').then((m) => m.QuoteTemplatesPage),
    ),
  },
  ...quoteTypes.map((type) => ({
    path: `templates/quote/${type}/new`,
    ...page(
      titles.template,
      () => templateEditor().then((m) => bound(m.QuoteTemplatePage, { mode: 'new', type })),
      templateHeader,
    ),
  })),
  {
    path: 'templates/quote/:templateId',
    ...page(
      titles.template,
      () => templateEditor().then((m) => bound(m.QuoteTemplatePage, { mode: 'edit' })),
      templateHeader,
    ),
  },
];
