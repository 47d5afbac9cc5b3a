import { messages, profileTabRoutes, profileTabs, routes, variableEntries } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { updatePaymentCard } from "./payment-card";
import { profileView, updateTab } from "./service";
import { readSettings, updateSettings } from "./settings";
import { listCompanyVariables, updateCompanyVariables } from "./variables";

/**
 * The organisation profile, document settings and business variables (spec 000 §3, §7). Image
 * uploads, their serving and edit requests are in routes-uploads.ts. A `userId` in a body names
 * the caller (the platform refuses any other); the session decides the company.
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.companyProfile, async ({ actor }) => ok(await profileView(db, actor)));

  for (const tab of profileTabs) {
    serve(app, profileTabRoutes[tab], async ({ input, actor }) => {
      const { userId: _caller, ...fields } = input;
      await updateTab(db, actor, tab, fields);
      return ok(messages.profileUpdated, { data: await profileView(db, actor) });
    });
  }

  serve(app, routes.saveProfilePaymentCard, async ({ input, actor }) => {
    await updatePaymentCard(db, actor, input);
    return ok(messages.profileUpdated, { data: await profileView(db, actor) });
  });

  serve(app, routes.documentSettings, async ({ actor }) => ({
    status: 1 as const,
    ...(await readSettings(db, actor)),
  }));

  serve(app, routes.saveDocumentSettings, async ({ input, actor }) => {
    const documentSettings = await updateSettings(db, actor, input);
    return ok(messages.documentSetupSaved, { data: { documentSettings } });
  });

  serve(app, routes.companyVariables, async ({ actor }) => {
    const list = await listCompanyVariables(db, actor.companyId);
    return ok(list, { total: list.length });
  });

  serve(app, routes.saveCompanyVariables, async ({ input, actor }) => {
    await updateCompanyVariables(db, actor, variableEntries(input));
    const list = await listCompanyVariables(db, actor.companyId);
    return ok(messages.variablesSaved, { data: list, total: list.length });
  });
};
