import {
  companyVariablesUpdateSchema,
  documentSettingsUpdateSchema,
  messages,
  paymentTabSchema,
  profileTabPatchSchemas,
  profileTabs,
  variableEntries,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/envelope";
import { profileActor, profileChange, profileRead } from "./access";
import { updatePaymentCard } from "./payment-card";
import { profileView, updateTab } from "./service";
import { readSettings, updateSettings } from "./settings";
import { listCompanyVariables, updateCompanyVariables } from "./variables";

const tags = ["profile"];
/** Who the legacy client says it is; the session decides (DESIGN §5). */
const caller = { userId: z.string().max(100).optional(), role: z.string().max(20).optional() };
const callerBody = z.object(caller).nullish();

/**
 * The organisation profile, document settings and business variables (spec 000 §3, §7). Image
 * uploads, their serving and edit requests are in routes-uploads.ts.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const db = platform.db;

  app.post(
    "/users/details/profile",
    { config: profileRead, schema: { tags, body: callerBody } },
    async (request) => ok(await profileView(db, await profileActor(db, request, request.body?.userId))),
  );

  for (const tab of profileTabs) {
    app.post(
      `/users/details/update/${tab}`,
      { config: profileChange, schema: { tags, body: profileTabPatchSchemas[tab].extend(caller) } },
      async (request) => {
        const { userId, role: _role, ...fields } = request.body;
        const actor = await profileActor(db, request, userId);
        await updateTab(db, actor, tab, fields);
        return ok(messages.profileUpdated, { data: await profileView(db, actor) });
      },
    );
  }

  app.post(
    "/users/details/update/payment",
    { config: profileChange, schema: { tags, body: paymentTabSchema.extend(caller) } },
    async (request) => {
      const actor = await profileActor(db, request, request.body.userId);
      await updatePaymentCard(db, actor, request.body);
      return ok(messages.profileUpdated, { data: await profileView(db, actor) });
    },
  );

  app.post(
    "/users/users/settings",
    { config: profileRead, schema: { tags, body: callerBody } },
    async (request) => {
      const actor = await profileActor(db, request, request.body?.userId);
      const settings = await readSettings(db, actor);
      return { status: 1 as const, ...settings };
    },
  );

  app.post(
    "/users/users/update/settings",
    { config: profileChange, schema: { tags, body: documentSettingsUpdateSchema } },
    async (request) => {
      const actor = await profileActor(db, request, request.body.userId);
      const documentSettings = await updateSettings(db, actor, request.body);
      return ok(messages.documentSetupSaved, { data: { documentSettings } });
    },
  );

  app.post(
    "/user/company/variables",
    { config: profileRead, schema: { tags, body: callerBody } },
    async (request) => {
      const actor = await profileActor(db, request, request.body?.userId);
      const list = await listCompanyVariables(db, actor.companyId);
      return ok(list, { total: list.length });
    },
  );

  app.post(
    "/user/company/variables/update",
    { config: profileChange, schema: { tags, body: companyVariablesUpdateSchema } },
    async (request) => {
      const body = request.body;
      const actor = await profileActor(db, request, body.userId);
      await updateCompanyVariables(db, actor, variableEntries(body));
      const list = await listCompanyVariables(db, actor.companyId);
      return ok(messages.variablesSaved, { data: list, total: list.length });
    },
  );
};
