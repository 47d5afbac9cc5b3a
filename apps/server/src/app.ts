import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config";
import { healthRoutes } from "./modules/health/routes";
import { settingsRoutes } from "./modules/settings/routes";
import { requireAccessDeclarations } from "./platform/access";
import type { DatabaseHandle } from "./platform/db/client";
import { registerErrorHandling } from "./platform/errors";
import type { Jobs } from "./platform/jobs/jobs";
import { loggerOptions, requestId } from "./platform/logging";
import type { Mailer } from "./platform/mail/mailer";
import "./platform/platform";
import { createRealtime } from "./platform/realtime/realtime";
import { registerSecurityHeaders } from "./platform/security";
import type { Storage } from "./platform/storage";
import { registerWeb } from "./platform/web";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mail: Mailer;
  storage: Storage;
  jobs: Jobs;
}

export type App = FastifyInstance;
export const jsonBodyLimitBytes = 1024 * 1024;

/** Builds the whole server; tests call it with their own database and adapters. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: jsonBodyLimitBytes,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const realtime = createRealtime(app.server, deps.config.redisUrl);
  app.decorate("platform", { ...deps, db: deps.database.db, realtime });
  app.addHook("onClose", async () => realtime.close());

  registerErrorHandling(app);
  requireAccessDeclarations(app);
  await registerSecurityHeaders(app);
  // Counters live in Redis when there is one, so several processes share them (DESIGN §2).
  const rateLimitRedis = deps.config.redisUrl
    ? new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  if (rateLimitRedis) app.addHook("onClose", async () => rateLimitRedis.disconnect());
  await app.register(rateLimit, { global: false, ...(rateLimitRedis ? { redis: rateLimitRedis } : {}) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Cloudoc API",
        version: "1.0.0",
        description: "Every call answers the envelope { status, response }.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
    },
    { prefix: "/api" },
  );
  await registerWeb(app, deps.config.webDist);
  return app;
}
