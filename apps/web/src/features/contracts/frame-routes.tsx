import type { RouteObject } from 'react-router';
import { bound, page, perJobStage } from '../../shared/routing/page';

const titles = { list: 'Contracts', editor: 'Contract template', contract: 'Contract' };

/** A job's or lead's contract, under its profile. */
export const contractsFrameRoutes: RouteObject[] = perJobStage((kind, base) => [
  {
    path: `${base}/view/:id/contracts/:contractId`,
    ...page(titles.contract, () =>
      import('./routes/contract-page').then((m) => bound(m.ContractPage, { kind })),
    ),
  },
]);

/** Settings → Contracts (under /settings): the templates and the disclosure, a new template, one saved. */
export const contractTemplatesSettingsRoutes: RouteObject[] = [
  {
    path: 'contracts',
    ...page(titles.list, () =>
      import('./routes/contract-templates-page').then((m) => m.ContractTemplatesPage),
    ),
  },
  {
    path: 'contracts/new',
    ...page(titles.editor, () =>
      import('./routes/contract-template-editor-page').then((m) => m.NewContractTemplatePage),
    ),
  },
  {
    path: 'contracts/:id',
    ...page(titles.editor, () =>
      import('./routes/contract-template-editor-page').then((m) => m.ContractTemplateEditorPage),
    ),
  },
];
