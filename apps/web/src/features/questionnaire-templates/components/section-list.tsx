import { QUESTIONNAIRE_LIMITS as L } from '@focal/contracts/questionnaires/limits';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { IconPlus } from '../../../shared/ui/icons';
import { type DraftSection, moved, newSection } from '../lib/draft';
import { questionnaireTemplatesMessages } from '../messages';
import { SectionCard } from './section-card';

const texts = questionnaireTemplatesMessages.editor;

type Props = {
  sections: DraftSection[];
  /** A field's error by its path ('sections.1.questions.0.label'). */
  errorOf: (path: string) => string | undefined;
  onChange: (sections: DraftSection[]) => void;
};

/** The sections in order: add, move, and remove after asking (a section goes with its questions). */
export function SectionList({ sections, errorOf, onChange }: Props) {
  const [removing, setRemoving] = useState<number | null>(null);
  const doomed = removing === null ? undefined : sections[removing];
  return (
    <Stack gap="md">
      {sections.map((section, i) => (
        <SectionCard
          key={section.id}
          section={section}
          number={i + 1}
          first={i === 0}
          last={i === sections.length - 1}
          errorOf={(path) => errorOf(`sections.${i}.${path}`)}
          onChange={(next) => onChange(sections.map((s, j) => (j === i ? next : s)))}
          onMove={(by) => onChange(moved(sections, i, by))}
          onRemove={() => setRemoving(i)}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={sections.length >= L.sections}
          onClick={() => onChange([...sections, newSection(texts.newSection)])}
        >
          {texts.addSection}
        </Button>
      </Group>
      <ConfirmDialog
        opened={doomed !== undefined}
        title={texts.removeSectionTitle}
        text={doomed ? texts.removeSectionText(doomed.title, doomed.questions.length) : ''}
        confirmLabel={texts.removeSectionConfirm}
        danger
        loading={false}
        onConfirm={() => {
          onChange(sections.filter((_, j) => j !== removing));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
