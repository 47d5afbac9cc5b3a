import http from "node:http";
import type { MixTarget, Sample } from "./mix";

/** `"status":1` in the envelope: the call did what was asked. */
export const succeeded = (status: number, body: string) => status === 200 && /"status":1[,}]/.test(body);

function send(agent: http.Agent, baseUrl: URL, sample: Sample): Promise<{ ok: boolean; ms: number }> {
  const payload = JSON.stringify(sample.body);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: "POST",
        path: `/api${sample.path}`,
        headers: {
          host: `${sample.subdomain}.localhost:${baseUrl.port}`,
          authorization: `Bearer ${sample.token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (reply) => {
        let body = "";
        reply.setEncoding("utf8");
        reply.on("data", (chunk: string) => {
          body += chunk;
        });
        reply.on("end", () =>
          resolve({ ok: succeeded(reply.statusCode ?? 0, body), ms: performance.now() - started }),
        );
      },
    );
    request.on("error", () => resolve({ ok: false, ms: performance.now() - started }));
    request.end(payload);
  });
}

/**
 * An open-loop run: requests arrive at random (Poisson) moments averaging `rate` a second, over
 * up to `connections` kept-alive connections, whether or not earlier ones have been answered,
 * as many users working independently do. Each time runs from sending to the whole reply.
 */
export async function paced(
  baseUrl: string,
  target: MixTarget,
  connections: number,
  rate: number,
  seconds: number,
  random: () => number,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let next = started;
  for (let index = 0; next - started < seconds * 1000; index += 1) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sample = target.samples[index % target.samples.length] as Sample;
    pending.push(
      send(agent, url, sample).then(({ ok, ms }) => {
        latencies.push(ms);
        if (!ok) errors += 1;
      }),
    );
    next += (-Math.log(1 - random()) * 1000) / rate;
  }
  await Promise.all(pending);
  agent.destroy();
  return { latencies, errors };
}
