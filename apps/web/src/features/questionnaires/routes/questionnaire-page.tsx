import { useParams } from 'react-router';
import { type ProjectKind, projectBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconClipboardList } from '../../../shared/ui/icons';
import { questionnairesMessages } from '../messages';

/** /jobs/view/{id}/questionnaires/{questionnaireId} and the same under /leads. */
export function QuestionnairePage({ kind }: { kind: ProjectKind }) {
  const { id = '' } = useParams();
  return (
    <EmptyPage
      {...questionnairesMessages.questionnaire}
      icon={IconClipboardList}
      back={projectBackLink(kind, id)}
    />
  );
}
