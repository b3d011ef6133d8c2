import { it } from './api-test.ts';

/**
 * Runs before each API test file (vitest.config.ts `setupFiles`). The API projects run without
 * isolation, so the files of a worker share one loaded `it`, and Vitest keeps a file's top-level
 * `it.override('appOptions', …)` on that shared object: without this reset the next file would get
 * the previous one's workers, SMTP server or environment. Each file starts from the defaults.
 */
it.override('appOptions', {});
