import os from "node:os";

/** One line describing where a benchmark ran, for docs/benchmarks.md. */
export function describeMachine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const memory = Math.round(os.totalmem() / 1024 ** 3);
  return `${os.cpus().length} × ${cpu}, ${memory} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}
