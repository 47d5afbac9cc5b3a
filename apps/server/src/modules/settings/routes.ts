import { envelopeOf, siteSettingsSchema } from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../platform/envelope";
import { getSiteSettings } from "./service";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/get/settings",
    {
      config: { access: "public" },
      schema: {
        tags: ["settings"],
        summary: "Public site settings",
        response: { 200: envelopeOf(siteSettingsSchema) },
      },
    },
    async () => ok(await getSiteSettings(app.platform.db)),
  );
};
