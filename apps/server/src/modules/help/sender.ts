import { helpMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { consumeBySecret } from "../accounts/codes";
import { companies, users } from "../accounts/tables";
import type { ChatOwner } from "./owner";

/**
 * Spends the single-use pass the browser earned by solving the bot check (the sign-up page's
 * ALTCHA, POST /recaptcha/api/siteverify). Call it inside the change's transaction, so a refused
 * change gives the pass back.
 */
export async function checkBotPass(executor: Executor, pass: string): Promise<void> {
  const spent = pass ? await consumeBySecret(executor, "botcheck", pass) : undefined;
  if (!spent)
    throw badRequest(helpMessages.botCheckFailed, [
      { field: "captcha", message: helpMessages.botCheckFailed },
    ]);
}

/**
 * Who wrote, for the Support area and the support address: a signed-in user's own name, email and
 * company; a visitor's name and email as typed (empty in a live chat, where they are optional).
 */
export async function senderOf(
  db: Executor,
  owner: ChatOwner,
  typed: { name?: string; email?: string },
): Promise<{ name: string; email: string; companyName: string }> {
  if (owner.kind !== "company") return { name: typed.name ?? "", email: typed.email ?? "", companyName: "" };
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(ofCompany(users, owner.companyId, eq(users.id, owner.userId)));
  const name = `${row?.firstname ?? ""} ${row?.lastname ?? ""}`.trim();
  return { name: name || typed.name || owner.email, email: owner.email, companyName: row?.companyName ?? "" };
}
