import type { RouteObject } from 'react-router';
import { bound, page, perJobStage } from '../../shared/routing/page';

/** A job's or lead's questionnaire, under its profile. */
export const questionnairesFrameRoutes: RouteObject[] = perJobStage((kind, base) => [
  {
    path: `${base}/view/:id/questionnaires/:questionnaireId`,
    ...page('Questionnaire', () =>
      import('./routes/questionnaire-page').then((m) => bound(m.QuestionnairePage, { kind })),
    ),
  },
]);
