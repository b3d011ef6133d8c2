import type { JobStage } from '@focal/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateInZone } from '../../../shared/format/format-date';
import { jobBackLink } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useQuestionnaire } from '../api/questionnaires';
import { AnswersView } from '../components/answers-view';
import { QuestionnaireActions } from '../components/questionnaire-actions';
import { StateChip } from '../components/state-chip';
import { questionnairesMessages, questionnaireStateMessages } from '../messages';

const texts = questionnairesMessages.page;

/** /jobs/view/{id}/questionnaires/{questionnaireId} and the same under /leads: its state, actions and answers. */
export function QuestionnairePage({ kind }: { kind: JobStage }) {
  const { id = '', questionnaireId = '' } = useParams();
  const query = useQuestionnaire(questionnaireId);
  const timeZone = useBootstrap().authorizedCompany.timeZone;
  const navigate = useNavigate();
  const back = jobBackLink(kind, id);
  const day = (iso: string) => formatDateInZone(iso, timeZone);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      {/* The page keeps its heading while the questionnaire loads or when it cannot be loaded. */}
      {query.data === undefined && <PageHeader title={texts.title} />}
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(q) => (
          <>
            <PageHeader
              title={q.name}
              description={q.client ? texts.for(q.client.name) : texts.clientGone}
              actions={<QuestionnaireActions questionnaire={q} onDeleted={() => void navigate(back.to)} />}
            />
            <Group gap="sm">
              <StateChip status={q.status} label={questionnaireStateMessages[q.status]} tall />
              <Text size="sm" c="dimmed">
                {[
                  texts.answered(q.answeredCount, q.questionCount),
                  q.sentAt && texts.sentOn(day(q.sentAt)),
                  q.submittedAt && texts.submittedOn(day(q.submittedAt)),
                  q.reopenedAt && q.status !== 'submitted' && texts.reopenedOn(day(q.reopenedAt)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Group>
            {q.status !== 'submitted' && q.answeredCount > 0 && (
              <Text size="sm">{texts.notSubmittedYet}</Text>
            )}
            <AnswersView questionnaire={q} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
