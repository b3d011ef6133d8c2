/**
 * The channel on which the database says an account context changed: the tables' triggers and
 * notifyContextChanged (repo.ts) send on it, each process's ContextCache (cache.ts) listens.
 */
export const CONTEXT_CHANGED_CHANNEL = 'focal_context_changed';
