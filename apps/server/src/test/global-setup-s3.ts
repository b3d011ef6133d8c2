import type { TestProject } from 'vitest/node';
import setup from './global-setup.ts';
import { startS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set under the api-s3 project: every test app keeps its files in a bucket of this server. */
    s3Endpoint?: string;
  }
}

/** The api project's setup, plus one S3 server on loopback for the whole run. */
export default async function setupWithS3(project: TestProject) {
  await setup(project);
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  return () => s3.close();
}
