import { z } from "zod";
import { route } from "./define";

/** One part of the system: up or down; what it is and where it lives only for the platform admin. */
const healthPartSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });

const healthReplySchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  response: z.enum(["ok", "degraded"]),
  parts: z.object({
    database: healthPartSchema,
    jobs: healthPartSchema,
    mail: healthPartSchema,
    storage: healthPartSchema,
    realtime: healthPartSchema,
    pdf: healthPartSchema,
  }),
});

/** The platform's own calls, not in the specification. */
export const healthRoutes = {
  health: route({
    method: "GET",
    path: "/health",
    access: "public",
    reply: healthReplySchema,
    tags: ["platform"],
    summary: "Whether the database, jobs, mail, storage, live events and PDF are up (503 when degraded)",
  }),
};
