import { useParams } from 'react-router';
import type { JobStage } from '@focal/contracts';
import { jobBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconClipboardList } from '../../../shared/ui/icons';
import { questionnairesMessages } from '../messages';

/** /jobs/view/{id}/questionnaires/{questionnaireId} and the same under /leads. */
export function QuestionnairePage({ kind }: { kind: JobStage }) {
  const { id = '' } = useParams();
  return (
    <EmptyPage
      {...questionnairesMessages.questionnaire}
      icon={IconClipboardList}
      back={jobBackLink(kind, id)}
    />
  );
}
