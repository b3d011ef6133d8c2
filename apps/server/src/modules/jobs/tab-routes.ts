import { endpoints as E, JOB_FILE_MAX_BYTES } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { multipartScope, uploadBodyLimit } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import * as files from './files.ts';
import { jobActivity, jobDocuments, jobEmails } from './history.ts';
import * as tasks from './tasks.ts';
import { contentDisposition } from '../../http/content-disposition.ts';

/** The profile tabs' data of a lead or job: tasks, files, activity, emails, documents. */
export function jobTabRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const options = { preHandler };

  route(app, E.listJobTasks, options, async (req) => ({
    data: await tasks.listTasks(deps, req.company!, req.params.id),
  }));
  route(app, E.createJobTask, options, async (req) => ({
    data: await tasks.createTask(deps, req.company!, req.params.id, req.body),
  }));
  route(app, E.updateJobTask, options, async (req) => ({
    data: await tasks.updateTask(deps, req.company!, req.params, req.body),
  }));
  route(app, E.deleteJobTask, options, async (req) => {
    await tasks.deleteTask(deps, req.company!, req.params);
    return { data: null };
  });

  route(app, E.listJobFiles, options, async (req) => ({
    data: await files.listFiles(deps, req.company!, req.params.id),
  }));
  route(app, E.downloadJobFile, options, async (req, reply) => {
    const file = await files.openFile(deps, req.company!, req.params);
    return reply
      .header('content-type', file.row.contentType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(file.row.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
  route(app, E.deleteJobFile, options, async (req) => {
    await files.deleteFile(deps, req.company!, req.params);
    return { data: null };
  });
  multipartScope(app, (scope) => {
    route(
      scope,
      E.uploadJobFile,
      { preHandler, bodyLimit: uploadBodyLimit(JOB_FILE_MAX_BYTES) },
      async (req) => ({
        data: await files.uploadFile(deps, req.company!, req.params.id, req.body),
      }),
    );
  });

  route(app, E.listJobActivity, options, async (req) => ({
    data: await jobActivity(deps, req.company!, req.params.id, req.query),
  }));
  route(app, E.listJobEmails, options, async (req) => ({
    data: await jobEmails(deps, req.company!, req.params.id),
  }));
  route(app, E.listJobDocuments, options, async (req) => ({
    data: await jobDocuments(deps, req.company!, req.params.id),
  }));
}
