import type { Banner } from '@focal/contracts/background-tasks';
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { Html } from '../../../shared/html/lazy-html';
import { usePutLink } from '../api/put-link';
import { backgroundTaskMessages as texts } from '../messages';
import { TaskStateIcon } from './task-state-icon';
import { DialogFooter } from '../../../shared/ui/dialog-footer';

/** Spec 01 §9: each task takes one 50 px row. */
const TASK_ROW_HEIGHT = 50;
const VISIBLE_ROWS = 8;

type Props = {
  popup: NonNullable<Banner['tasksPopup']>;
  opened: boolean;
  onClose: () => void;
  onViewReport: (url: string) => void;
};

/** The banner's task details (spec 01 §2.4 "Background-task details list"); Got It acknowledges them. */
export function TasksModal({ popup, opened, onClose, onViewReport }: Props) {
  const gotIt = usePutLink();
  const acknowledge = async () => {
    try {
      await gotIt.mutateAsync(popup.actions.GOT_IT.url);
      onClose();
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={popup.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <Stack gap="md">
        {popup.messageHTML && <Html html={popup.messageHTML} />}
        {/* A list longer than its box scrolls: the keyboard reaches it too (axe: scrollable-region-focusable). */}
        <ScrollArea.Autosize
          mah={TASK_ROW_HEIGHT * VISIBLE_ROWS}
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': popup.title }}
        >
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {popup.items.map((item, index) => {
              const report = item.actions.VIEW_WORKFLOW_TEMPLATE_DETAILS;
              return (
                <Group
                  component="li"
                  key={`${item.name.text}-${index}`}
                  gap="sm"
                  wrap="nowrap"
                  px="xs"
                  style={{ height: TASK_ROW_HEIGHT, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <TaskStateIcon state={item.state} />
                  <Text flex={1} truncate>
                    {item.name.text}
                  </Text>
                  {report && (
                    <Button variant="subtle" size="xs" onClick={() => onViewReport(report.url)}>
                      {report.actionName || texts.viewDetails}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        <DialogFooter mt={0}>
          <Button data-autofocus loading={gotIt.isPending} onClick={() => void acknowledge()}>
            {popup.actions.GOT_IT.actionName || texts.gotIt}
          </Button>
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
