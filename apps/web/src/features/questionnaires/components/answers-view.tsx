import type { Questionnaire } from '@focal/contracts/questionnaires/api';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { isEmptyAnswer } from '@focal/contracts/questionnaires/answer-checks';
import { useDownloadAnswerFile } from '../api/questionnaires';
import { answerText } from '../lib/answer-text';
import { questionnairesMessages } from '../messages';

const texts = questionnairesMessages.page;

/** The answers, read-only, by section: each question's label, then the client's answer or "Not answered". */
export function AnswersView({
  questionnaire,
}: {
  questionnaire: Pick<Questionnaire, 'id' | 'sections' | 'answers'>;
}) {
  const download = useDownloadAnswerFile(questionnaire.id);
  return (
    <Stack gap="md" aria-label={texts.answersLabel} role="region">
      {questionnaire.sections.map((section) => (
        <Card
          key={section.id}
          withBorder
          padding="lg"
          component="section"
          aria-labelledby={`section-${section.id}`}
        >
          <Title order={2} size="h4" id={`section-${section.id}`}>
            {section.title}
          </Title>
          {section.help && (
            <Text size="sm" c="dimmed">
              {section.help}
            </Text>
          )}
          <Stack component="dl" gap="sm" mt="md" m={0}>
            {section.questions.map((q) => {
              const value = questionnaire.answers[q.id];
              const empty = isEmptyAnswer(value);
              return (
                <div key={q.id}>
                  <Text component="dt" fw={600} size="sm">
                    {q.label}
                    {q.required && (
                      <Text component="span" c="dimmed" size="xs" ml={6}>
                        ({texts.required})
                      </Text>
                    )}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    c={empty ? 'dimmed' : undefined}
                    style={{ whiteSpace: 'pre-wrap' }}
                  >
                    {empty ? (
                      texts.noAnswer
                    ) : value && typeof value === 'object' && 'id' in value ? (
                      <Button
                        variant="default"
                        size="compact-sm"
                        loading={download.isPending && download.variables.questionId === q.id}
                        onClick={() => download.mutate({ questionId: q.id, name: value.name })}
                      >
                        {texts.download(value.name)}
                      </Button>
                    ) : (
                      answerText(value!, q.kind)
                    )}
                  </Text>
                </div>
              );
            })}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
