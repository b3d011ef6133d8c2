import type { JobTask } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordActivity } from '../activity/record.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { JobText } from './messages.ts';
import { editableJob, readableJob } from './service.ts';
import * as tabs from './tabs/repo.ts';

/** The tasks tab of a lead or job: to-dos with an optional due date, ticked done or undone. */
const view = (t: tabs.TaskRow): JobTask => ({
  id: t.id,
  title: t.title,
  dueOn: t.dueOn,
  done: t.doneAt !== null,
  doneAt: t.doneAt?.toISOString() ?? null,
  createdAt: t.createdAt.toISOString(),
});

const record = (tx: Db, scope: CompanyScope, jobId: string, action: string, task: tabs.TaskRow) =>
  recordActivity(tx, {
    companyId: scope.companyId,
    subjectType: 'job',
    subjectId: jobId,
    userId: scope.userId,
    action,
    details: { taskId: task.id, title: task.title },
  });

export async function listTasks(deps: AppDeps, scope: CompanyScope, jobId: string) {
  const job = await readableJob(deps.db, scope, jobId);
  return { items: (await tabs.listTasks(deps.db, scope.companyId, job.id)).map(view) };
}

export function createTask(
  deps: AppDeps,
  scope: CompanyScope,
  jobId: string,
  body: { title: string; dueOn?: string | null },
) {
  return deps.db.transaction(async (tx) => {
    await editableJob(tx, scope, jobId);
    const task = await tabs.insertTask(tx, {
      companyId: scope.companyId,
      jobId,
      title: body.title,
      dueOn: body.dueOn ?? null,
    });
    await record(tx, scope, jobId, 'task_added', task);
    return view(task);
  });
}

async function taskOf(tx: Db, scope: CompanyScope, jobId: string, taskId: string) {
  await editableJob(tx, scope, jobId);
  const task = await tabs.findTask(tx, scope.companyId, jobId, taskId);
  if (!task) throw notFound(JobText.taskNotFound);
  return task;
}

export function updateTask(
  deps: AppDeps,
  scope: CompanyScope,
  ids: { id: string; taskId: string },
  body: { title?: string; dueOn?: string | null; done?: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const task = await taskOf(tx, scope, ids.id, ids.taskId);
    const { done, ...fields } = body;
    // Ticking a done task again keeps when it was done.
    const doneAt = done === undefined ? {} : { doneAt: done ? (task.doneAt ?? new Date()) : null };
    const updated = await tabs.updateTask(tx, task, { ...fields, ...doneAt });
    const action = done === undefined ? 'task_updated' : done ? 'task_done' : 'task_undone';
    await record(tx, scope, ids.id, action, updated);
    return view(updated);
  });
}

export function deleteTask(deps: AppDeps, scope: CompanyScope, ids: { id: string; taskId: string }) {
  return deps.db.transaction(async (tx) => {
    const task = await taskOf(tx, scope, ids.id, ids.taskId);
    await tabs.deleteTask(tx, task);
    await record(tx, scope, ids.id, 'task_deleted', task);
  });
}
