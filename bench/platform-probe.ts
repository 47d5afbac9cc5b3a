// Preloaded into the real server by the platform-cost benchmark (NODE_OPTIONS=--import): adds a
// few routes outside /api just before the app starts listening, so the benchmark can time the
// platform's per-request work in pieces and profile the server, without any change to its source.
import diagnostics from "node:diagnostics_channel";
import { Session } from "node:inspector/promises";
import { routes } from "@cloudoc/contract";
import type { FastifyInstance } from "fastify";

const answer = { status: 1, response: "ok" };

function addProbeRoutes(app: FastifyInstance) {
  // Passes every global hook (request id, helmet, logging, the auth hook's early return) and nothing else.
  app.get("/bench/constant", async () => answer);
  // The same access as /user/getFoldersList: the session lookup and the actor, then a constant.
  app.post("/bench/session", { config: { route: routes.topFolders } }, async () => answer);
  const profiler = new Session();
  app.post("/bench/profile/start", async () => {
    profiler.connect();
    await profiler.post("Profiler.enable");
    await profiler.post("Profiler.setSamplingInterval", { interval: 250 });
    await profiler.post("Profiler.start");
    return answer;
  });
  app.post("/bench/profile/stop", async () => {
    const { profile } = await profiler.post("Profiler.stop");
    profiler.disconnect();
    return profile;
  });
}

let patched = false;
diagnostics.subscribe("fastify.initialization", (message) => {
  if (patched) return;
  patched = true;
  const app = (message as { fastify: FastifyInstance }).fastify;
  const listen = app.listen.bind(app) as (...args: unknown[]) => unknown;
  let added = false;
  Object.assign(app, {
    listen: (...args: unknown[]) => {
      if (!added) addProbeRoutes(app);
      added = true;
      return listen(...args);
    },
  });
});
