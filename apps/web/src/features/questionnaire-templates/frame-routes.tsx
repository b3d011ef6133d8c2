import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';

const titles = { list: 'Questionnaires', editor: 'Questionnaire' };

/** Settings → Questionnaires (under /settings): the list, a new template, one saved. */
export const questionnaireTemplatesSettingsRoutes: RouteObject[] = [
  {
    path: 'questionnaires',
    ...page(titles.list, () => import('./routes/questionnaires-page').then((m) => m.QuestionnairesPage)),
  },
  {
    path: 'questionnaires/new',
    ...page(titles.editor, () =>
      import('./routes/questionnaire-editor-page').then((m) => m.NewQuestionnairePage),
    ),
  },
  {
    path: 'questionnaires/:id',
    ...page(titles.editor, () =>
      import('./routes/questionnaire-editor-page').then((m) => m.QuestionnaireEditorPage),
    ),
  },
];
