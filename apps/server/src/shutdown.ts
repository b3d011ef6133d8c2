/**
 * Shutdown on SIGTERM/SIGINT: what was started closes in reverse order (the HTTP server first, the
 * database last), and the process exits whatever is still pending once SHUTDOWN_DEADLINE_MS has
 * passed — a request that never ends, a queue that never drains — so a stop always stops. A second
 * signal exits at once (issue 10 §9: servers stopped soon after starting were seen hanging for good).
 */
export const SHUTDOWN_DEADLINE_MS = 10_000;

type Closer = () => Promise<unknown> | unknown;

export type Shutdown = {
  /** Registers what to close; closers run last-registered first. */
  onStop: (closer: Closer) => void;
  /** True once a signal arrived: a start still under way goes no further. */
  readonly stopping: boolean;
};

export function handleStopSignals(deadlineMs = SHUTDOWN_DEADLINE_MS): Shutdown {
  const closers: Closer[] = [];
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting now without finishing the shutdown.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down (finishing requests in flight, at most ${deadlineMs / 1000} s).`);
    setTimeout(() => {
      console.error(`The shutdown did not finish within ${deadlineMs / 1000} s: exiting anyway.`);
      process.exit(1);
    }, deadlineMs).unref();
    void (async () => {
      let code = 0;
      for (const close of closers.reverse()) {
        try {
          await close();
        } catch (error) {
          code = 1;
          console.error(`While shutting down: ${(error as Error).message}`);
        }
      }
      process.exit(code);
    })();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return {
    onStop: (closer) => closers.push(closer),
    get stopping() {
      return stopping;
    },
  };
}
