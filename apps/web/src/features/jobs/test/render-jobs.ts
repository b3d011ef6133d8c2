import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { mockApi, ok, type SentRequest } from '../../../test/fetch-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { JOB_TYPES, STAGES } from './fixtures';

type Routes = Record<string, (request: SentRequest) => Response | Promise<Response>>;

/** The app signed in at `path`, with the company's lists and the given API routes. */
export function renderJobs(path: string, routes: Routes) {
  signIn();
  const api = mockApi({
    'GET /api/basic/bootstrap': () => ok(bootstrapFixture()),
    'GET /api/user/settings/job-types': () => ok(JOB_TYPES),
    'GET /api/user/settings/lead-stages': () => ok(STAGES),
    'GET /api/user/settings/custom-fields': () => ok([]),
    ...routes,
  });
  return { api, ...renderApp(path) };
}
