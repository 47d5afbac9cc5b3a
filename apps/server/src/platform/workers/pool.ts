import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";

/**
 * CPU-heavy work (Word building) runs on worker threads so that one large export never stalls
 * the requests served by the main thread. One pool per process, bounded by the cores: further
 * tasks wait in its queue. The server runs TypeScript through tsx (decision 002), so each worker
 * loads tsx first and can then import the task's .ts module.
 */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** Threads end after a minute unused; the first task after that starts one again (about 1 s). */
const idleTimeoutMs = 60_000;

let pool: Piscina | undefined;

function sharedPool(): Piscina {
  pool ??= new Piscina({
    execArgv: ["--import", tsxLoader],
    minThreads: 0,
    maxThreads: availableParallelism(),
    idleTimeout: idleTimeoutMs,
    // Background work: on Linux the threads run at a lower priority than the one serving requests.
    niceIncrement: 10,
  });
  return pool;
}

/** A function exported by a module, run on a worker thread: its input and result are copied. */
export interface WorkerTask<Input, Output> {
  /** The module's URL (`new URL("./x-task.ts", import.meta.url)`). */
  module: URL;
  /** The exported function's name. */
  name: string;
  /** Marks the types only; never set. */
  readonly types?: (input: Input) => Output;
}

export async function runInWorker<Input, Output>(
  task: WorkerTask<Input, Output>,
  input: Input,
): Promise<Output> {
  return sharedPool().run(input, { filename: task.module.href, name: task.name });
}

/** How many tasks the pool has finished in this process (tests use it to see work left the main thread). */
export const tasksCompletedInWorkers = () => pool?.completed ?? 0;
