import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { QueryState } from '../../../shared/ui/query-state';
import { DocumentBar } from '../components/document-bar';
import { usePortalScope } from '../components/portal-scope';
import { useSignInWhenNeeded } from '../lib/use-sign-in-when-needed';
import { portalMessages } from '../messages';
import { questionnaireQueries } from './api';
import { questionnaireMessages } from './messages';
import { QuestionnaireForm } from './questionnaire-form';

const texts = questionnaireMessages.page;

/** A questionnaire of the client's: answered here, saved as they type, submitted once; then read-only. */
export function QuestionnairePage() {
  const scope = usePortalScope();
  const id = useParams().id ?? '';
  const queries = useQueryClient();
  const query = useQuery(questionnaireQueries.one(scope, id));
  const [changed, setChanged] = useState(false);
  const leaving = useSignInWhenNeeded(query.error);
  if (leaving) return null;
  return (
    <>
      <DocumentBar />
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={portalMessages.retry}>
        {(q) => (
          <Stack gap="md">
            <div>
              <Title order={2} size="h3">
                {q.name}
              </Title>
              <Text c="dimmed">{q.jobName}</Text>
            </div>
            {q.status === 'submitted' ? (
              <Alert color="green" title={texts.submittedTitle}>
                {q.submittedAt && texts.submittedOn(formatCalendarDay(q.submittedAt.slice(0, 10)))}
              </Alert>
            ) : (
              <Text size="sm">
                {texts.intro} {texts.required}
              </Text>
            )}
            {changed && q.status !== 'submitted' && (
              <Alert color="yellow" role="alert">
                {texts.changed}
              </Alert>
            )}
            {/* Read again after another device saved: the form starts over from the server's answers, this device's unsent changes laid over them. */}
            <QuestionnaireForm
              key={`${q.status}:${q.version}`}
              questionnaire={q}
              onReload={() => {
                setChanged(true);
                void query.refetch();
              }}
              onSubmitted={(answered) => {
                queries.setQueryData(questionnaireQueries.one(scope, id).queryKey, answered);
                void queries.invalidateQueries({
                  queryKey: questionnaireQueries.list(scope).queryKey,
                  exact: true,
                });
                window.scrollTo({ top: 0 });
              }}
            />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
