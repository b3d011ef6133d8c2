import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HomeRow } from '../components/home-row';
import { HomeSection } from '../components/home-section';
import { usePortalScope } from '../components/portal-scope';
import { portalQuestionnairePath } from '../lib/scope';
import { questionnaireQueries } from './api';
import { questionnaireMessages } from './messages';

const texts = questionnaireMessages.home;

/** The home's questionnaires: name (the link), its record, its state and how much is answered. */
export function QuestionnaireList() {
  const scope = usePortalScope();
  const query = useQuery(questionnaireQueries.list(scope));
  const rows = query.data?.rows;
  if (!rows) return null;
  return (
    <HomeSection title={texts.title} empty={texts.none} count={rows.length}>
      {rows.map((q) => (
        <HomeRow
          key={q.id}
          main={
            <Anchor
              component={Link}
              to={portalQuestionnairePath(scope, q.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {q.name}
            </Anchor>
          }
          details={
            <Group gap="xs">
              <Text size="sm">{texts.states[q.status]}</Text>
              <Text size="sm" c="dimmed">
                {q.jobName}
              </Text>
            </Group>
          }
          figures={<Text size="sm">{texts.answered(q.answeredCount, q.questionCount)}</Text>}
        />
      ))}
    </HomeSection>
  );
}
