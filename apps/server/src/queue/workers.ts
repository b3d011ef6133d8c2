import type { AppDeps } from '../deps.ts';
import { FEATURES } from '../modules/features.ts';

/** Every feature's background workers; started in-process by `npm start` or alone by `npm run worker`. */
export async function startWorkers(deps: AppDeps): Promise<{ close: () => Promise<void> }> {
  const closers: (() => unknown)[] = [];
  const { queue } = deps;
  if (queue) {
    for (const feature of FEATURES) {
      const started = await feature.startWorkers?.({ ...deps, queue });
      if (started) closers.push(() => started.close());
    }
  }
  return {
    close: async () => {
      for (const close of closers) await close();
    },
  };
}
