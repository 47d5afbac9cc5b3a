import { messages, otpAlphabet, otpLength, otpLifetimeMinutes, type SignupFields } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Origin } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import { acrossCompanies } from "../../platform/db/tenant";
import { AppError, badRequest } from "../../platform/envelope";
import { signupCodeMail } from "../../platform/mail/templates";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { newCode, newToken } from "../../platform/tokens";
import { mergeOfflineCart } from "../cart/service";
import { signIn } from "./auth-response";
import { checkTypedCode, consumeBySecret, consumeVerifiedCode, countCodeSent, issueCode } from "./codes";
import { companyState } from "./company-state";
import { companies, users } from "./tables";
import { ipKey, type Visit } from "./visit";

export const signupLimits = {
  codePerAddress: { max: 3, windowSeconds: 15 * 60 },
  codePerIp: { max: 10, windowSeconds: 60 * 60 },
  botCheckPerIp: { max: 30, windowSeconds: 10 * 60 },
};
const botPassLifetimeSeconds = 10 * 60;

/**
 * The server's own checks beyond the field rules: e-mail and subdomain not in use. Addresses of
 * owners and staff are unique across companies, so every company is searched.
 */
export async function checkAvailability(
  platform: Platform,
  fields: Pick<SignupFields, "email" | "subdomain">,
) {
  const [email] = await platform.db
    .select({ id: users.id })
    .from(acrossCompanies(users))
    .where(sql`lower(${users.email}) = ${fields.email.toLowerCase()} and ${users.role} <> 'employee'`);
  if (email) throw badRequest(messages.emailTaken, [{ field: "email", message: messages.emailTaken }]);
  const [subdomain] = await platform.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.subdomain})`, fields.subdomain.toLowerCase()));
  if (subdomain)
    throw badRequest(messages.subdomainTaken, [{ field: "subdomain", message: messages.subdomainTaken }]);
}

/** A solved bot check earns a single-use pass, spent on sending the code. */
export async function passBotCheck(platform: Platform, origin: Origin, response: string) {
  await platform.limiter.enforce(`botcheck:ip:${ipKey(origin)}`, signupLimits.botCheckPerIp);
  if (!(await platform.botCheck.verify(response, origin.ip ?? ""))) {
    throw badRequest(messages.somethingWentWrongNoDot);
  }
  const pass = newToken();
  await issueCode(platform.db, {
    purpose: "botcheck",
    secret: pass,
    lifetimeSeconds: botPassLifetimeSeconds,
  });
  return pass;
}

export async function sendSignupCode(
  platform: Platform,
  origin: Origin,
  log: FastifyBaseLogger,
  input: { email: string; name: string; botPass: string },
) {
  const email = input.email.trim().toLowerCase();
  await platform.limiter.enforce(`signup-code:ip:${ipKey(origin)}`, signupLimits.codePerIp);
  await platform.limiter.enforce(`signup-code:address:${email}`, signupLimits.codePerAddress);
  await countCodeSent(platform, email);
  const pass = await consumeBySecret(platform.db, "botcheck", input.botPass);
  if (!pass) throw badRequest(messages.somethingWentWrongNoDot);
  const code = newCode(otpLength, otpAlphabet);
  const id = await issueCode(platform.db, {
    purpose: "signup",
    secret: code,
    email,
    lifetimeSeconds: otpLifetimeMinutes * 60,
  });
  try {
    await platform.mail.send(signupCodeMail(email, { name: input.name, code }));
  } catch (error) {
    log.error({ err: error }, "sign-up code not sent");
    throw new AppError(502, messages.somethingWentWrongNoDot);
  }
  return id;
}

export const verifySignupCode = (platform: Platform, origin: Origin, id: string, code: string) =>
  checkTypedCode(platform, origin, "signup", id, code);

interface RegisterInput extends SignupFields {
  data: string;
  cart_data: Record<string, unknown>[];
}

/** Creates the company and its owner in one transaction, once the e-mail code was verified. */
export async function register(platform: Platform, visit: Visit, input: RegisterInput) {
  await checkAvailability(platform, input);
  const passwordHash = await hashPassword(input.password);
  return platform.db.transaction(async (tx) => {
    const code = await consumeVerifiedCode(tx, input.data, "signup");
    if (!code || code.email !== input.email.toLowerCase()) throw badRequest(messages.enterCorrectOtp);
    const [company] = await tx
      .insert(companies)
      .values({ name: input.companyName.trim(), subdomain: input.subdomain.toLowerCase() })
      .returning();
    if (!company) throw new Error("company was not created");
    const [owner] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        role: "company",
        email: input.email.toLowerCase(),
        passwordHash,
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        phone: input.personal_phone,
      })
      .returning();
    if (!owner) throw new Error("owner was not created");
    const cart = await mergeOfflineCart(tx, { userId: owner.id, companyId: company.id }, input.cart_data);
    await recordAudit(tx, {
      companyId: company.id,
      actorUserId: owner.id,
      action: "company.register",
      entityType: "company",
      entityId: company.id,
      ...visit.origin,
    });
    const response = await signIn(tx, platform, visit, owner, company.subdomain);
    return { response, state: await companyState(tx, company.id), cart };
  });
}
