import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkHealth } from "./service";

const partSchema = z.object({ ok: z.boolean(), detail: z.string() });
const healthReply = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  response: z.string(),
  parts: z.object({
    database: partSchema,
    jobs: partSchema,
    mail: partSchema,
    storage: partSchema,
    realtime: partSchema,
    pdf: partSchema,
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["platform"],
        summary: "State of the database, jobs, mail, storage, live events and PDF",
        response: { 200: healthReply, 503: healthReply },
      },
    },
    async (_request, reply) => {
      const report = await checkHealth(app.platform);
      const body = {
        status: report.healthy ? 1 : 0,
        response: report.healthy ? "ok" : "degraded",
        parts: report.parts,
      } as const;
      return reply.code(report.healthy ? 200 : 503).send(body);
    },
  );
};
