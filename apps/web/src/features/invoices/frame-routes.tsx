import type { RouteObject } from 'react-router';
import { bound, editor, page, perJobStage } from '../../shared/routing/page';

const titles = {
  invoice: 'Invoice',
  newInvoice: 'New invoice',
  editInvoice: 'Edit invoice',
  numbering: 'Invoice numbering',
};

const invoiceEditor = () => import('./routes/invoice-editor-page');

/** An invoice, and its editor under the job or lead it bills (…/make-invoice is the quotes feature's). */
export const invoicesFrameRoutes: RouteObject[] = [
  ...perJobStage((kind, base) => {
    const editorFor = (mode: 'new' | 'edit') => () =>
      invoiceEditor().then((m) => bound(m.InvoiceEditorPage, { kind, mode }));
    return [
      { path: `${base}/:id/invoice/new`, ...page(titles.newInvoice, editorFor('new'), editor) },
      {
        path: `${base}/:id/invoice/:invoiceId/update`,
        ...page(titles.editInvoice, editorFor('edit'), editor),
      },
    ];
  }),
  {
    path: 'invoices/:id',
    ...page(titles.invoice, () => import('./routes/invoice-page').then((m) => m.InvoicePage)),
  },
];

/** Settings → Invoice numbering (under /settings). */
export const invoicesSettingsRoutes: RouteObject[] = [
  {
    path: 'invoice-numbering',
    ...page(titles.numbering, () =>
      import('./routes/invoice-numbering-page').then((m) => m.InvoiceNumberingPage),
    ),
  },
];
