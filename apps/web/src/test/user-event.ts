import userEvent from '@testing-library/user-event';

type Options = NonNullable<Parameters<typeof userEvent.setup>[0]>;

/**
 * userEvent as the component tests use it: without the pause it makes after every key and click by
 * default (`delay: 0` is a setTimeout each time, a macrotask per character typed, seconds across a
 * file of forms). With `delay: null` it waits on no timer at all, so a test on fake timers needs no
 * `advanceTimers` for it.
 */
export const setupUser = (options: Options = {}) => userEvent.setup({ delay: null, ...options });
