import { BackgroundTaskPaths, CompanyPaths } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { companies } from '../../db/schema.ts';
import {
  bannersOf,
  bearer,
  currentCompanyId,
  joinedMember,
  onPlan,
  uniqueEmail,
} from '../../test/factories.ts';
import { findUserByEmail } from '../users/service.ts';
import { runImportTask } from '../imports/runner.ts';
import { queueCompanyImport } from '../imports/service.ts';

// No workers here: imports stay IN_PROGRESS until a test runs them by hand.

const NAME = 'Lumen & <Portraits>';
const ESCAPED = 'Lumen &amp; &lt;Portraits&gt;';

/** An owner whose company NAME imports its tax rates into a new company; the session is in the new one. */
async function importStarted(api: Api) {
  const owner = await api.signedInOwner({ companyName: NAME });
  await onPlan(api, owner.form.email, 'MASTER');
  const sourceId = await currentCompanyId(api, owner.auth);
  const res = await api.post(
    CompanyPaths.create,
    {
      name: 'Sunday Weddings',
      email: uniqueEmail('weddings'),
      toImportData: { sourceCompanyId: sourceId, types: ['TAX_RATES', 'COMPANY_DETAILS'] },
    },
    { as: owner.auth },
  );
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { companyId: string; taskId: string; tokens: { access_token: string } };
  return { owner, sourceId, targetId: data.companyId, taskId: data.taskId, auth: bearer(data.tokens) };
}

const dismiss = (api: Api, auth: Record<string, string>, id: string) =>
  api.put(BackgroundTaskPaths.dismiss(id), undefined, { as: auth });

describe('background-task banners', () => {
  it('show a running import with its source (escaped), no dismissal and no details, polled every 2 s', async ({
    api,
  }) => {
    const { taskId, auth } = await importStarted(api);
    expect(await bannersOf(api, auth)).toEqual({
      banners: [
        {
          id: taskId,
          state: 'IN_PROGRESS',
          summary: { textHtml: `Importing data from <b>${ESCAPED}</b>…` },
          actions: {},
          tasksPopup: null,
        },
      ],
      refreshInterval: { millis: 2000 },
    });
    const refused = await dismiss(api, auth, taskId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorTitle: 'This task is still running',
      errorMessage: expect.stringContaining('once it has finished'),
    });
    expect((await bannersOf(api, auth)).banners).toHaveLength(1);
  });

  it('show a finished import with Dismiss and its details, whose Got It dismisses it', async ({ api }) => {
    const { taskId, auth } = await importStarted(api);
    expect(await runImportTask(api.deps.db, taskId, new AbortController().signal)).toBe('finished');
    const dismissLink = { actionName: 'Dismiss', url: BackgroundTaskPaths.dismiss(taskId), method: 'PUT' };
    expect(await bannersOf(api, auth)).toEqual({
      banners: [
        {
          id: taskId,
          state: 'COMPLETED',
          summary: { textHtml: `Import from <b>${ESCAPED}</b> finished.` },
          actions: {
            DISMISS: dismissLink,
            VIEW_TASKS: { actionName: 'View details', url: BackgroundTaskPaths.banners, method: 'GET' },
          },
          tasksPopup: {
            title: `Import from ${NAME}`,
            messageHTML: `Everything you chose was copied from <b>${ESCAPED}</b>.`,
            // In running order, whatever order they were asked in.
            items: [
              { name: { text: 'Company details: 1 copied' }, state: 'COMPLETED', actions: {} },
              { name: { text: 'Tax rates: nothing to copy' }, state: 'COMPLETED', actions: {} },
            ],
            actions: { GOT_IT: { ...dismissLink, actionName: 'Got it' } },
          },
        },
      ],
      refreshInterval: { millis: 5000 },
    });
    // The client sends PUT without a body; twice is harmless.
    expect((await dismiss(api, auth, taskId)).statusCode).toBe(200);
    expect((await dismiss(api, auth, taskId)).statusCode).toBe(200);
    expect(await bannersOf(api, auth)).toEqual({ banners: [], refreshInterval: { millis: 5000 } });
  });

  it("are the company's: its members see them; another company's task is not found and stays", async ({
    api,
  }) => {
    const first = await importStarted(api);
    const second = await importStarted(api);
    await runImportTask(api.deps.db, second.taskId, new AbortController().signal);
    for (const id of [second.taskId, 'not-a-task', '00000000-0000-4000-8000-000000000000']) {
      const res = await dismiss(api, first.auth, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('NotFound');
    }
    expect((await bannersOf(api, second.auth)).banners.map((b) => b.id)).toEqual([second.taskId]);
    expect((await bannersOf(api, first.auth)).banners.map((b) => b.id)).toEqual([first.taskId]);

    const member = await joinedMember(api, second.auth);
    expect((await bannersOf(api, member.auth)).banners.map((b) => b.id)).toEqual([second.taskId]);
    expect((await api.get(BackgroundTaskPaths.banners)).statusCode).toBe(401);
  });

  it('list at most 10, newest first', async ({ api }) => {
    const { owner, sourceId, targetId, taskId, auth } = await importStarted(api);
    const user = await findUserByEmail(api.deps.db, owner.form.email);
    const [source] = await api.deps.db.select().from(companies).where(eq(companies.id, sourceId));
    const later: string[] = [];
    // The same import queued ten more times, as fixtures: only the list's length and order matter.
    for (let i = 0; i < 10; i++) {
      later.push(
        await api.deps.db.transaction((tx) =>
          queueCompanyImport(api.deps, tx, {
            businessAccountId: source!.businessAccountId,
            targetCompanyId: targetId,
            userId: user!.id,
            request: { sourceCompanyId: sourceId, types: ['TAX_RATES'] },
          }),
        ),
      );
    }
    const ids = (await bannersOf(api, auth)).banners.map((b) => b.id);
    expect(ids).toEqual(later.reverse());
    expect(ids).not.toContain(taskId);
  });
});
