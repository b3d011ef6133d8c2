import type { JobStage } from '@focal/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

type Load = () => Promise<ComponentType>;

/**
 * A page of the signed-in frame, as a feature declares it in its `frame-routes.tsx`: its title and
 * frame settings, its code loaded when first visited (each page its own chunk).
 */
export const page = (title: string | undefined, load: Load, frame: Omit<RouteHandle, 'title'> = {}) => ({
  handle: { ...frame, title } satisfies RouteHandle,
  lazy: async () => ({ Component: await load() }),
});

/** A component with fixed props, for a route that shares a page with another (jobs and leads). */
export const bound =
  <P extends object>(Component: ComponentType<P>, props: P): ComponentType =>
  () => <Component {...props} />;

/** Editors need the whole screen: no mobile bottom menu. */
export const editor = { bottomMenu: false } as const;

/** Spec 01 §2.1: the job and lead routes have the same shape under /jobs and /leads. */
export const perJobStage = (routes: (kind: JobStage, base: 'jobs' | 'leads') => RouteObject[]) =>
  (['job', 'lead'] as const).flatMap((kind) => routes(kind, kind === 'job' ? 'jobs' : 'leads'));
