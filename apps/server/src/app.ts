import { entitlementsAt } from "@cloudoc/contract";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config";
import { adminCompanyRoutes } from "./modules/accounts/admin/routes";
import { accountRoutes } from "./modules/accounts/routes-account";
import { adminSecurityRoutes } from "./modules/accounts/routes-admin";
import { authRoutes } from "./modules/accounts/routes-auth";
import { findSession } from "./modules/accounts/sessions";
import { billingRoutes } from "./modules/billing/routes";
import { cartRoutes } from "./modules/cart/routes";
import { adminCatalogueRoutes } from "./modules/catalogue/admin/routes";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { adminTemplateRoutes } from "./modules/catalogue/templates/routes";
import { adminSiteRoutes } from "./modules/content/admin/routes";
import { contentRoutes } from "./modules/content/routes";
import { courseRoutes } from "./modules/courses/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { documentRoutes } from "./modules/documents/routes";
import { backupRoutes } from "./modules/documents/routes-backups";
import { documentHistoryRoutes } from "./modules/documents/routes-history";
import { issueRoutes } from "./modules/documents/routes-issues";
import { documentListRoutes } from "./modules/documents/routes-lists";
import { employeeRoutes } from "./modules/employees/routes";
import { exportRoutes } from "./modules/exports/routes";
import { folderRoutes } from "./modules/folders/routes";
import { webFormRoutes } from "./modules/forms/routes";
import { healthRoutes } from "./modules/health/routes";
import { helpRoutes } from "./modules/help/routes";
import { binRoutes } from "./modules/library/routes";
import { myFilesRoutes } from "./modules/my-files/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { orderRoutes } from "./modules/orders/routes";
import { paymentRoutes } from "./modules/payments/routes";
import { policyRoutes } from "./modules/policies/routes";
import { policyReadingRoutes } from "./modules/policies/routes-reading";
import { adminRequestRoutes } from "./modules/profile/admin/routes";
import { profileRoutes } from "./modules/profile/routes";
import { profileUploadRoutes } from "./modules/profile/routes-uploads";
import { questionRoutes } from "./modules/questions/routes";
import { referenceRoutes } from "./modules/references/routes";
import { savedDocumentRoutes } from "./modules/saved-documents/routes";
import { settingsRoutes } from "./modules/settings/routes";
import { signingRoutes } from "./modules/signing/routes";
import { subscriptionRoutes } from "./modules/subscriptions/routes";
import { updateRoutes } from "./modules/updates/routes";
import { userRoutes } from "./modules/users/routes";
import { registerAuth } from "./platform/auth";
import { altchaBotCheck, recaptchaBotCheck } from "./platform/botcheck/botcheck";
import { answerClientError } from "./platform/client-errors";
import { registerCompression } from "./platform/compression";
import type { DatabaseHandle } from "./platform/db/client";
import { registerEntitlementGuard } from "./platform/entitlement-guard";
import { registerErrorHandling } from "./platform/errors";
import { registerInputGuard } from "./platform/input-guard";
import type { Jobs } from "./platform/jobs/jobs";
import { loggerOptions, registerRequestLog, requestId } from "./platform/logging";
import type { Mailer } from "./platform/mail/mailer";
import { createPaymentProvider, type PaymentProvider } from "./platform/payments";
import { createPdfRenderer } from "./platform/pdf/renderer";
import "./platform/platform";
import { type Clock, systemClock } from "./platform/clock";
import { databaseRateLimiter, redisRateLimiter } from "./platform/rate-limit/limiter";
import { createRealtime } from "./platform/realtime/realtime";
import { requireTableRoutes } from "./platform/routes";
import { registerSecurityHeaders } from "./platform/security";
import type { Storage } from "./platform/storage";
import { registerWeb } from "./platform/web";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mail: Mailer;
  storage: Storage;
  jobs: Jobs;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** The payment provider; by default chosen from the configuration (sandbox or Stripe). */
  payments?: PaymentProvider;
  /** The clock billing rules read; the system clock by default (tests move their own). */
  clock?: Clock;
}

export type App = FastifyInstance;
export const jsonBodyLimitBytes = 1024 * 1024;

/** Builds the whole server; tests call it with their own database and adapters. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: { ...loggerOptions(deps.config.logLevel), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    genReqId: requestId,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    bodyLimit: jsonBodyLimitBytes,
    trustProxy: deps.config.trustProxy,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const realtime = createRealtime(app.server, deps.config.redisUrl);
  // Counters live in Redis when there is one, otherwise in the database (DESIGN §2).
  const limiterRedis = deps.config.redisUrl
    ? new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const limiter = limiterRedis ? redisRateLimiter(limiterRedis) : databaseRateLimiter(deps.database.db);
  const botCheck = deps.config.recaptcha
    ? recaptchaBotCheck(deps.config.recaptcha)
    : altchaBotCheck(deps.database.db, limiter);
  const pdf = createPdfRenderer({ chromiumPath: deps.config.chromiumPath });
  const clock = deps.clock ?? systemClock;
  const payments = deps.payments ?? createPaymentProvider(deps.config);
  app.decorate("platform", { ...deps, db: deps.database.db, realtime, limiter, botCheck, pdf, clock });
  // Open websockets would keep the HTTP server from closing, and a deploy's SIGTERM would hang:
  // this process's own sockets are dropped first (the browsers reconnect to another process).
  app.addHook("preClose", async () => {
    realtime.io.local.disconnectSockets(true);
  });
  app.addHook("onClose", async () => {
    await realtime.close();
    await pdf.close();
    limiterRedis?.disconnect();
  });

  registerErrorHandling(app);
  requireTableRoutes(app);
  registerSecurityHeaders(app, { stripe: payments.publishableKey !== undefined });
  registerAuth(app, (token) => findSession(deps.database.db, token));
  registerEntitlementGuard(app, (session) => entitlementsAt(session.packageFacts, clock.now()));
  registerInputGuard(app);
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
      await registerCompression(api);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(settingsRoutes);
      await api.register(catalogueRoutes);
      await api.register(contentRoutes);
      await api.register(cartRoutes);
      await api.register(paymentRoutes, { payments });
      await api.register(orderRoutes);
      await api.register(exportRoutes);
      await api.register(folderRoutes);
      await api.register(documentRoutes);
      await api.register(documentHistoryRoutes);
      await api.register(updateRoutes);
      await api.register(documentListRoutes);
      await api.register(binRoutes);
      await api.register(profileRoutes);
      await api.register(profileUploadRoutes);
      await api.register(savedDocumentRoutes);
      await api.register(referenceRoutes);
      await api.register(questionRoutes);
      await api.register(backupRoutes);
      await api.register(issueRoutes);
      await api.register(notificationRoutes);
      await api.register(employeeRoutes);
      await api.register(policyRoutes);
      await api.register(policyReadingRoutes);
      // The admin console (issue 12).
      await api.register(adminSecurityRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(adminTemplateRoutes);
      await api.register(adminSiteRoutes);
      await api.register(adminCompanyRoutes);
      await api.register(adminRequestRoutes);
      // Subscriptions and billing (issue 22); users, activity and the dashboard (issue 15).
      await api.register(subscriptionRoutes, { payments });
      await api.register(billingRoutes, { payments });
      await api.register(userRoutes);
      await api.register(dashboardRoutes);
      await api.register(myFilesRoutes);
      await api.register(signingRoutes);
      await api.register(webFormRoutes);
      // Training courses and the new-provider checklist (issue 17).
      await api.register(courseRoutes, { payments });
      // Get Help: the Short Help Form and Live Chat (issue 21).
      await api.register(helpRoutes);
    },
    { prefix: "/api" },
  );
  await registerWeb(app, deps.config.webDist);
  return app;
}
