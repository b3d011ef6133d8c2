import '@mantine/core/styles/Menu.css';
import { QUESTION_KINDS, type QuestionKind } from '@focal/contracts/questionnaires/limits';
import { Button, Menu } from '@mantine/core';
import { IconPlus } from '../../../shared/ui/icons';
import { questionnaireTemplatesMessages as messages } from '../messages';

/** "Add question": a menu of the kinds of question. */
export function AddQuestionMenu({
  section,
  onAdd,
}: {
  section: string;
  onAdd: (kind: QuestionKind) => void;
}) {
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} />}
          aria-label={`${messages.editor.addQuestion} (${section})`}
        >
          {messages.editor.addQuestion}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {QUESTION_KINDS.map((kind) => (
          <Menu.Item key={kind} onClick={() => onAdd(kind)}>
            {messages.kinds[kind]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
