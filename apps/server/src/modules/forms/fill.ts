import {
  answersSchema,
  webFormMessages as m,
  submitWebFormFieldsSchema,
  type WebFormAnswers,
} from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { SessionUser, SignedIn, Visitor } from "../../platform/actor";
import { acrossCompanies, ofCompany } from "../../platform/db/tenant";
import { badRequest, conflict, forbidden, notFound } from "../../platform/envelope";
import { parseFields, type UploadedForm } from "../../platform/multipart-form";
import type { Platform } from "../../platform/platform";
import { consumeBySecret } from "../accounts/codes";
import { companies } from "../accounts/tables";
import { entitlementsOf } from "../subscriptions/service";
import { checkAnswers } from "./answers";
import { publishedVersion } from "./queries";
import { saveSubmission } from "./submit";
import { webForms } from "./tables";

/** Filling in (decision 030): by the company's people signed in, or by anyone with a public link. */

const memberRoles: readonly SessionUser["role"][] = ["company", "user", "employee"];

const isMemberOf = (session: SessionUser | null, companyId: string) =>
  session !== null && session.companyId === companyId && memberRoles.includes(session.role);

/**
 * The published form a token names, with its version, for a caller allowed to fill it: 404 when
 * no such form is published (or its company no longer holds Forms), 403 for a visitor when the
 * company keeps the form to its own people.
 */
async function formToFill(platform: Platform, visitor: Visitor, token: string) {
  const [form] = await platform.db
    .select()
    .from(acrossCompanies(webForms))
    .where(eq(webForms.publicToken, token));
  if (!form) throw notFound(m.notOpen);
  if (form.status !== "published") throw notFound(m.notOpen);
  const version = await publishedVersion(platform.db, form);
  const entitled = await entitlementsOf(platform.db, form.companyId, platform.clock.now());
  if (!version || !entitled.forms) throw notFound(m.notOpen);
  const member = isMemberOf(visitor.session, form.companyId);
  if (!member && !form.allowPublic) throw forbidden(m.notPublic);
  return { form, version, member };
}

/** POST /public/forms/open */
export async function openForm(platform: Platform, visitor: Visitor, token: string) {
  const { form, version, member } = await formToFill(platform, visitor, token);
  const [company] = await platform.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, form.companyId));
  return {
    title: form.title,
    description: form.description,
    companyName: company?.name ?? "",
    version: version.version,
    fields: version.fields,
    member,
  };
}

/** GET /user/forms/fillable: the company's published forms, for its own people. */
export async function fillableForms(platform: Platform, actor: SignedIn) {
  const companyId = actor.companyId;
  if (!companyId || !memberRoles.includes(actor.session.role)) throw forbidden();
  const entitled = await entitlementsOf(platform.db, companyId, platform.clock.now());
  if (!entitled.forms) return [];
  const forms = await platform.db
    .select({ _id: webForms.id, title: webForms.title, token: webForms.publicToken })
    .from(webForms)
    .where(ofCompany(webForms, companyId, eq(webForms.status, "published")))
    .orderBy(webForms.title);
  return forms;
}

function parsedAnswers(json: string): WebFormAnswers {
  try {
    const parsed = answersSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: refused below like answers of the wrong shape
  }
  throw badRequest(m.answersInvalid);
}

/** A visitor's single-use bot-check pass (signed-in members need none). */
async function checkBotPass(platform: Platform, captcha: string | undefined) {
  const pass = captcha ? await consumeBySecret(platform.db, "botcheck", captcha) : undefined;
  if (!pass) throw badRequest(m.botCheckFailed);
}

/** POST /public/forms/submit: checks the answers against the version filled, then stores them. */
export async function submitForm(platform: Platform, visitor: Visitor, read: () => Promise<UploadedForm>) {
  const upload = await read();
  const input = parseFields(submitWebFormFieldsSchema, upload.fields);
  const { form, version, member } = await formToFill(platform, visitor, input.token);
  if (input.version !== version.version) throw conflict(m.formChanged);
  if (!member && !input.name) throw badRequest(m.nameRequired, [{ field: "name", message: m.nameRequired }]);
  const checked = checkAnswers(version.fields, parsedAnswers(input.answers), upload.files);
  // Spent only once the answers pass, so a visitor who corrects a slip needs no second check.
  if (!member) await checkBotPass(platform, input.captcha);
  return saveSubmission(platform, { form, version, visitor, member, name: input.name ?? "", checked });
}
