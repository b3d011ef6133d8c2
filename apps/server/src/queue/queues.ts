import { FEATURES } from '../modules/features.ts';
import type { QueueDefinition } from './queue.ts';

/** Every feature's queues, created at start by API and worker processes alike, so either can send first. */
export const QUEUES: readonly QueueDefinition[] = FEATURES.flatMap((feature) => feature.queues ?? []);
