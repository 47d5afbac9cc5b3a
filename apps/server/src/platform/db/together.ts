import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

type Results<Reads extends readonly (() => unknown)[]> = {
  [K in keyof Reads]: Awaited<ReturnType<Reads[K]>>;
};

/**
 * Reads that do not depend on each other. On the pool they go together, so the caller waits for
 * one round trip rather than several; inside a transaction, whose one connection runs a statement
 * at a time (pg 9 refuses a second while one runs), they go one after another.
 */
export async function readTogether<Reads extends readonly (() => unknown)[]>(
  executor: Executor,
  reads: [...Reads],
): Promise<Results<Reads>> {
  if (!(executor instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<Reads>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<Reads>;
}
