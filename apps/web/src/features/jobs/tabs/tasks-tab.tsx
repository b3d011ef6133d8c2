import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { IconX } from '../../../shared/ui/icons';
import { useCreateJobTask } from '../api/create-job-task';
import { useDeleteJobTask } from '../api/delete-job-task';
import { useJobTasks } from '../api/list-job-tasks';
import { useUpdateJobTask } from '../api/update-job-task';
import { TabRows } from '../components/tab-rows';
import { formatDay } from '../lib/format';
import { tabMessages } from '../messages';

const texts = tabMessages.tasks;
const today = () => new Date().toISOString().slice(0, 10);

/** Tasks: add (title, due date), tick or untick, delete. */
export function TasksTab({ id }: { id: string }) {
  const query = useJobTasks(id);
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState('');
  const add = useCreateJobTask(id);
  const update = useUpdateJobTask(id);
  const remove = useDeleteJobTask(id);

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim()) return;
          add.mutate(
            { title: title.trim(), dueOn: dueOn || null },
            {
              onSuccess: () => {
                setTitle('');
                setDueOn('');
              },
              onError: (error) => handleApiError(error),
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={texts.new}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={300}
            style={{ flex: '1 1 16rem' }}
          />
          <TextInput
            type="date"
            label={texts.due}
            value={dueOn}
            onChange={(e) => setDueOn(e.currentTarget.value)}
          />
          <Button type="submit" loading={add.isPending} disabled={!title.trim()}>
            {texts.add}
          </Button>
        </Group>
      </form>
      <TabRows query={query} rows={(data) => data.items} empty={texts.empty}>
        {(items) => (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((task) => (
              <Group key={task.id} component="li" justify="space-between" wrap="nowrap">
                <Checkbox
                  label={task.title}
                  checked={task.done}
                  onChange={(e) =>
                    update.mutate(
                      { taskId: task.id, body: { done: e.currentTarget.checked } },
                      { onError: (error) => handleApiError(error) },
                    )
                  }
                />
                <Group gap="xs" wrap="nowrap">
                  {task.dueOn && (
                    <Text size="sm" c={!task.done && task.dueOn < today() ? 'red.8' : 'dimmed'}>
                      {!task.done && task.dueOn < today() ? `${texts.overdue}: ` : ''}
                      {formatDay(task.dueOn)}
                    </Text>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={texts.delete(task.title)}
                    onClick={() => remove.mutate(task.id, { onError: (error) => handleApiError(error) })}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </TabRows>
    </Stack>
  );
}
