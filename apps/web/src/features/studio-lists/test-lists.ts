import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { CustomField, JobType, LeadStage } from '@focal/contracts/studio-lists';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { mockApi, ok, type SentRequest } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';

export const jobType = (name: string, position: number, extra: Partial<JobType> = {}): JobType => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  name,
  colour: '#e64980',
  position,
  archived: false,
  jobCount: 0,
  ...extra,
});
export const stage = (name: string, kind: LeadStage['kind'], position: number, leadCount = 0): LeadStage => ({
  id: `00000000-0000-4000-9000-00000000000${position}`,
  name,
  kind,
  position,
  leadCount,
});

type Lists = { types?: JobType[]; stages?: LeadStage[]; fields?: CustomField[] };
type Routes = Parameters<typeof mockApi>[0];

/** A signed-in frame whose list endpoints answer from `lists` (changed by `routes` as the test says). */
export function mockListsApi(lists: Lists, routes: Routes = {}) {
  signIn();
  return mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${ApiRoutes.listJobTypes.path}`]: () => ok(lists.types ?? []),
    [`GET ${ApiRoutes.listLeadStages.path}`]: () => ok(lists.stages ?? []),
    [`GET ${ApiRoutes.listCustomFields.path}`]: () => ok(lists.fields ?? []),
    ...routes,
  });
}

export const itemPath = (path: string, id: string) => path.replace(':id', id);
export const bodyOf = (requests: SentRequest[]) => requests.map((r) => r.body);
