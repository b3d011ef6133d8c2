/** Part J's routes (under /api/user/jobs) and part K's sessions routes, in one place. */
const enc = encodeURIComponent;
export const JOBS_URL = '/api/user/jobs';
export const jobUrl = (id: string) => `${JOBS_URL}/${enc(id)}`;
export const boardUrl = `${JOBS_URL}/board`;
export const jobPart = (id: string, part: string) => `${jobUrl(id)}/${part}`;
export const taskUrl = (jobId: string, taskId: string) => `${jobPart(jobId, 'tasks')}/${enc(taskId)}`;
export const fileUrl = (jobId: string, fileId: string) => `${jobPart(jobId, 'files')}/${enc(fileId)}`;
export const sessionsUrl = (jobId: string) => jobPart(jobId, 'sessions');
export const sessionUrl = (jobId: string, sessionId: string) => `${sessionsUrl(jobId)}/${enc(sessionId)}`;

/** A query string of the defined values only. */
export function withQuery(url: string, query: Record<string, string | number | undefined | null>) {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `${url}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : url;
}
