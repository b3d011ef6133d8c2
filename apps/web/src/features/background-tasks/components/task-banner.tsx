import type { Banner } from '@focal/contracts/background-tasks';
import { Button, Group, Paper } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { Html } from '../../../shared/html/lazy-html';
import { usePutLink } from '../api/put-link';
import { backgroundTaskMessages as texts } from '../messages';
import { TaskStateIcon } from './task-state-icon';
import { TasksModal } from './tasks-modal';
import { WorkflowReportModal } from './workflow-report-modal';

/**
 * One background task's banner (spec 01 §3, §4.8): its state, the server's summary (sanitised) and
 * the actions the server offers, and only those.
 */
export function TaskBanner({ banner }: { banner: Banner }) {
  const [tasksOpen, setTasksOpen] = useState(false);
  const [reportUrl, setReportUrl] = useState<string | null>(null);
  const dismiss = usePutLink();
  const { DISMISS, VIEW_TASKS, VIEW_WORKFLOW_TEMPLATE_DETAILS } = banner.actions;

  const onDismiss = async (url: string) => {
    try {
      await dismiss.mutateAsync(url);
    } catch (error) {
      handleApiError(error);
    }
  };
  const viewReport = (url: string) => {
    setTasksOpen(false);
    setReportUrl(url);
  };

  return (
    <Paper component="li" withBorder radius="md" px="md" py="xs" data-state={banner.state}>
      {/* The actions drop under the summary, to the right, when the two do not fit side by side (a
          phone); on one line they overflowed the banner there. */}
      <Group gap="sm" align="center">
        <Group gap="sm" wrap="nowrap" flex="1 1 240px" miw={0}>
          <TaskStateIcon state={banner.state} />
          <Html html={banner.summary.textHtml} flex={1} />
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          {VIEW_TASKS && banner.tasksPopup && (
            <Button variant="subtle" size="compact-sm" onClick={() => setTasksOpen(true)}>
              {VIEW_TASKS.actionName || texts.viewTasks}
            </Button>
          )}
          {VIEW_WORKFLOW_TEMPLATE_DETAILS && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => viewReport(VIEW_WORKFLOW_TEMPLATE_DETAILS.url)}
            >
              {VIEW_WORKFLOW_TEMPLATE_DETAILS.actionName || texts.viewDetails}
            </Button>
          )}
          {DISMISS && (
            <Button
              variant="default"
              size="compact-sm"
              loading={dismiss.isPending}
              onClick={() => void onDismiss(DISMISS.url)}
            >
              {DISMISS.actionName || texts.dismiss}
            </Button>
          )}
        </Group>
      </Group>
      {banner.tasksPopup && (
        <TasksModal
          popup={banner.tasksPopup}
          opened={tasksOpen}
          onClose={() => setTasksOpen(false)}
          onViewReport={viewReport}
        />
      )}
      {reportUrl !== null && <WorkflowReportModal url={reportUrl} onClose={() => setReportUrl(null)} />}
    </Paper>
  );
}
