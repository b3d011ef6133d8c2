import { parentPort, type Transferable, Worker } from 'node:worker_threads';

/**
 * CPU work on client input in a thread of its own (issue 29 §1: on the request's thread that time
 * was time every other request, /healthz included, waited). One thread per kind of work, started
 * with its first job (its libraries are not loaded at the server's start) and left running without
 * holding the process open; jobs wait their turn in it (an asynchronous job lets the next one start
 * at its awaits). The thread's file calls `answerJobs`. Large bytes cross without a copy when the
 * caller hands their buffers over (`handOver`): a copy of 5 MB took 25-30 ms of the loop on a shared
 * two-core machine.
 */
type Envelope<Job> = { id: number; job: Job };
type Answer = { id: number; result?: unknown; error?: string };

/**
 * The door to the thread running `file` (an absolute path: found from SERVER_SRC, so the production
 * bundle starts the same file). `name` says whose thread failed; `heapMb` bounds its heap: a job that
 * needs more ends the thread on most allocations, but Node aborts the whole process on some
 * (nodejs/node#47224), so the caller bounds the input before it sends it here.
 */
export function jobThread<Job, Result>(file: string, name: string, heapMb: number) {
  type Pending = { resolve: (value: Result) => void; reject: (error: Error) => void };
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const started = new Worker(file, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    started.on('message', ({ id, result, error }: Answer) => {
      const job = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error === undefined) job?.resolve(result as Result);
      else job?.reject(new Error(`${name}: ${error}`));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`${name} stopped (exit ${code})`));
    });
    started.unref();
    worker = started;
    return started;
  };

  /** `transfer`: buffers of the job handed to the thread (`handOver`), not copied. */
  return (job: Job, transfer: Transferable[] = []): Promise<Result> => {
    const running = thread();
    const id = nextId++;
    return new Promise<Result>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // Referenced while a job runs (a job in flight is awaited by someone), unreferenced when idle.
      running.ref();
      running.postMessage({ id, job } satisfies Envelope<Job>, transfer);
    });
  };
}

/**
 * The buffer behind `bytes`, to hand to a thread instead of copying it, when `bytes` is all of it (a
 * large Buffer is; a small one is a slice of Node's shared pool, which is copied instead). The caller
 * must not read `bytes` once the job is sent: a handed-over buffer is empty here.
 */
export const handOver = (bytes: Uint8Array): Transferable[] =>
  bytes.byteOffset === 0 &&
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteLength === bytes.buffer.byteLength
    ? [bytes.buffer]
    : [];

/**
 * In a job thread's file: answers each job with `handle`'s result (awaited when it is a promise), or
 * its error's message. `transfer` names the result's buffers to hand back rather than copy.
 */
export function answerJobs<Job, Result = unknown>(
  handle: (job: Job) => Result | Promise<Result>,
  transfer: (result: Result) => Transferable[] = () => [],
): void {
  parentPort?.on('message', async ({ id, job }: Envelope<Job>) => {
    let answer: Answer;
    let handedBack: Transferable[] = [];
    try {
      const result = await handle(job);
      answer = { id, result };
      handedBack = transfer(result);
    } catch (error) {
      answer = { id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(answer, handedBack);
  });
}
