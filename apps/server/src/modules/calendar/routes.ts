import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import * as appointments from './appointments.ts';
import { createFeed, feedIcs, feedStatus, revokeFeed } from './feed.ts';
import { listOverlaps } from './overlaps.ts';
import { listCalendar } from './range.ts';
import * as sessions from './sessions.ts';

/**
 * Calendar fetches per client address: calendar apps poll every few hours, and one provider's
 * fetchers share addresses across many subscribers, so the bound is generous; a guess at a
 * 256-bit token is hopeless anyway, this only stops a flood.
 */
const FEED_FETCHES: Limit = { bucket: 'calendar-feed', max: 300, windowMs: 15 * 60_000 };

export function calendarRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const opts = { preHandler };

  route(app, E.listCalendar, opts, async (req) => ({
    data: await listCalendar(deps.db, req.company!, req.query),
  }));

  route(app, E.listCalendarOverlaps, opts, async (req) => ({
    data: { overlaps: await listOverlaps(deps.db, req.company!, req.query) },
  }));

  route(app, E.createAppointment, opts, async (req) => ({
    data: await appointments.createAppointment(deps, req.company!, req.body),
  }));
  route(app, E.updateAppointment, opts, async (req) => ({
    data: await appointments.updateAppointment(deps, req.company!, req.params.appointmentId, req.body),
  }));
  route(app, E.moveAppointment, opts, async (req) => ({
    data: await appointments.moveAppointment(deps, req.company!, req.params.appointmentId, req.body),
  }));
  route(app, E.deleteAppointment, opts, async (req) => {
    await appointments.deleteAppointment(deps, req.company!, req.params.appointmentId);
    return { data: null };
  });

  route(app, E.listJobSessions, opts, async (req) => ({
    data: { sessions: await sessions.listJobSessions(deps, req.company!, req.params.jobId) },
  }));
  route(app, E.createJobSession, opts, async (req) => ({
    data: await sessions.createJobSession(deps, req.company!, req.params.jobId, req.body),
  }));
  route(app, E.updateJobSession, opts, async (req) => ({
    data: await sessions.updateJobSession(deps, req.company!, req.params, req.body),
  }));
  route(app, E.moveJobSession, opts, async (req) => ({
    data: await sessions.moveJobSession(deps, req.company!, req.params, req.body),
  }));
  route(app, E.deleteJobSession, opts, async (req) => {
    await sessions.deleteJobSession(deps, req.company!, req.params);
    return { data: null };
  });

  route(app, E.getCalendarFeed, opts, async (req) => ({ data: await feedStatus(deps, req.company!) }));
  route(app, E.createCalendarFeed, opts, async (req) => ({ data: await createFeed(deps, req.company!) }));
  route(app, E.revokeCalendarFeed, opts, async (req) => {
    await revokeFeed(deps, req.company!);
    return { data: null };
  });

  // Public: the secret address is the credential. The request log redacts the `token` parameter.
  route(app, E.calendarFeedIcs, {}, async (req, reply) => {
    await consume(deps.db, FEED_FETCHES, req.ip);
    const body = await feedIcs(deps, req.params.token);
    return reply.header('cache-control', 'private, no-store').type('text/calendar; charset=utf-8').send(body);
  });
}
