import type { RouteObject } from 'react-router';
import { bound, page, perJobStage } from '../../shared/routing/page';

/** A job's or lead's contract, under its profile. */
export const contractsFrameRoutes: RouteObject[] = perJobStage((kind, base) => [
  {
    path: `${base}/view/:id/contracts/:contractId`,
    ...page('Contract', () => import('./routes/contract-page').then((m) => bound(m.ContractPage, { kind }))),
  },
]);
