import { type Banner, type Banners, BackgroundTaskPaths, type BackgroundTaskState } from '@focal/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { TaskText } from './messages.ts';
import { bannerTasks, dismissTask, type TaskItem, type TaskRow } from './repo.ts';

/**
 * What a worker does with its task (the company import, the clients' CSV import): create, claim, beat, record progress,
 * finish, and give tasks back when its process stops. It calls these; background-tasks/repo.ts stays
 * the background_tasks table's only repository.
 */
export {
  addCopied,
  beat,
  claimTask,
  finishTask,
  findTask,
  HEARTBEAT_MS,
  insertTask,
  newItem,
  orphanedTasks,
  patchItem,
  releaseAll,
  releaseTask,
  runningTaskWith,
  type TaskItem,
  writePayload,
} from './repo.ts';

/** At most this many banners; older undismissed tasks wait until newer ones are dismissed. */
const MAX_BANNERS = 10;
/** How soon the client asks again (spec 01 §9: it adds its own backoff to this). */
const POLL_RUNNING_MS = 2_000;
const POLL_IDLE_MS = 5_000;

const importPayload = z.object({ sourceCompanyName: z.string().catch('another company') }).catch({
  sourceCompanyName: 'another company',
});

const itemState = (item: TaskItem): BackgroundTaskState =>
  item.state === 'FAILED' ? 'COMPLETED_WITH_ERRORS' : item.state;

const sum = (items: TaskItem[], pick: (i: TaskItem) => number | null) =>
  items.reduce<number | null>((acc, i) => (acc === null || pick(i) === null ? null : acc + pick(i)!), 0);

function toBanner(task: TaskRow): Banner {
  const items = task.items as TaskItem[];
  const source = importPayload.parse(task.payload).sourceCompanyName;
  const text = TaskText.import;
  if (task.state === 'IN_PROGRESS') {
    return {
      id: task.id,
      state: task.state,
      summary: {
        textHtml: text.running(
          source,
          sum(items, (i) => i.copied) ?? 0,
          sum(items, (i) => i.total),
        ),
      },
      // Progress shows in the summary; the details (and their Got It, which dismisses) wait for the end.
      actions: {},
      tasksPopup: null,
    };
  }
  const dismiss = { actionName: TaskText.dismiss, url: BackgroundTaskPaths.dismiss(task.id), method: 'PUT' };
  const withErrors = task.state === 'COMPLETED_WITH_ERRORS';
  return {
    id: task.id,
    state: task.state,
    summary: { textHtml: withErrors ? text.completedWithErrors(source) : text.completed(source) },
    actions: {
      DISMISS: dismiss,
      VIEW_TASKS: { actionName: TaskText.viewTasks, url: BackgroundTaskPaths.banners, method: 'GET' },
    },
    tasksPopup: {
      title: text.popupTitle(source),
      messageHTML: withErrors ? text.popupWithErrors(source) : text.popupCompleted(source),
      items: items.map((item) => ({
        name: { text: TaskText.item(item) },
        state: itemState(item),
        actions: {},
      })),
      actions: { GOT_IT: { ...dismiss, actionName: TaskText.gotIt } },
    },
  };
}

/** The current company's undismissed tasks, newest first, and how soon to ask again. */
export async function banners(deps: AppDeps, scope: CompanyScope): Promise<Banners> {
  const tasks = await bannerTasks(deps.db, scope.companyId, MAX_BANNERS);
  const running = tasks.some((t) => t.state === 'IN_PROGRESS');
  return {
    banners: tasks.map(toBanner),
    refreshInterval: { millis: running ? POLL_RUNNING_MS : POLL_IDLE_MS },
  };
}

export async function dismiss(deps: AppDeps, scope: CompanyScope, id: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw notFound('That task');
  const outcome = await dismissTask(deps.db, scope.companyId, id);
  if (outcome === 'missing') throw notFound('That task');
  if (outcome === 'running') throw new AppError('ValidationFailed', TaskText.runningTitle, TaskText.running);
}
