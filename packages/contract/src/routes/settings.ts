import { envelopeOf } from "../envelope";
import { siteSettingsSchema } from "../settings";
import { route } from "./define";

/** The site settings calls (spec 000 §3 Site settings). */
export const settingsRoutes = {
  siteSettings: route({
    method: "POST",
    path: "/get/settings",
    access: "public",
    reply: envelopeOf(siteSettingsSchema),
    tags: ["settings"],
    summary: "Public site settings",
  }),
};
