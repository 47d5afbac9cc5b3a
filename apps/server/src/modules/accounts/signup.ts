import { messages, otpLength, otpLifetimeMinutes, type SignupFields } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit, requestOrigin } from "../../platform/audit/audit";
import { AppError, badRequest } from "../../platform/envelope";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { newNumericCode, newToken } from "../../platform/tokens";
import { mergeOfflineCart } from "../cart/service";
import { signIn } from "./auth-response";
import { consumeBySecret, consumeVerifiedCode, issueCode, verifyCode } from "./codes";
import { companyState } from "./company-state";
import { signupCodeEmail } from "./emails";
import { companies, users } from "./tables";

export const signupLimits = {
  codePerAddress: { max: 3, windowSeconds: 15 * 60 },
  codePerIp: { max: 10, windowSeconds: 60 * 60 },
  botCheckPerIp: { max: 30, windowSeconds: 10 * 60 },
  verifyPerIp: { max: 30, windowSeconds: 15 * 60 },
};
const botPassLifetimeSeconds = 10 * 60;

/** The server's own checks beyond the field rules: e-mail and subdomain not in use. */
export async function checkAvailability(
  platform: Platform,
  fields: Pick<SignupFields, "email" | "subdomain">,
) {
  const [email] = await platform.db
    .select({ id: users.id })
    .from(users)
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
export async function passBotCheck(
  platform: Platform,
  limiter: RateLimiter,
  request: FastifyRequest,
  response: string,
  verify: (r: string, ip: string) => Promise<boolean>,
) {
  await limiter.enforce(`botcheck:ip:${request.ip}`, signupLimits.botCheckPerIp);
  if (!(await verify(response, request.ip))) throw badRequest(messages.somethingWentWrongNoDot);
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
  limiter: RateLimiter,
  request: FastifyRequest,
  input: { email: string; name: string; botPass: string },
) {
  const email = input.email.trim().toLowerCase();
  await limiter.enforce(`signup-code:ip:${request.ip}`, signupLimits.codePerIp);
  await limiter.enforce(`signup-code:address:${email}`, signupLimits.codePerAddress);
  const pass = await consumeBySecret(platform.db, "botcheck", input.botPass);
  if (!pass) throw badRequest(messages.somethingWentWrongNoDot);
  const code = newNumericCode(otpLength);
  const id = await issueCode(platform.db, {
    purpose: "signup",
    secret: code,
    email,
    lifetimeSeconds: otpLifetimeMinutes * 60,
  });
  try {
    await platform.mail.send(signupCodeEmail(email, input.name, code));
  } catch (error) {
    request.log.error({ err: error }, "sign-up code not sent");
    throw new AppError(502, messages.somethingWentWrongNoDot);
  }
  return id;
}

export async function verifySignupCode(
  platform: Platform,
  limiter: RateLimiter,
  request: FastifyRequest,
  id: string,
  code: string,
) {
  await limiter.enforce(`code-verify:ip:${request.ip}`, signupLimits.verifyPerIp);
  const result = await platform.db.transaction((tx) => verifyCode(tx, id, "signup", code));
  if (result.ok) return;
  if (result.reason === "attempts") throw new AppError(429, messages.tooManyRequests);
  throw badRequest(result.reason === "expired" ? messages.resetLinkExpired : messages.enterCorrectOtp);
}

interface RegisterInput extends SignupFields {
  data: string;
  cart_data: Record<string, unknown>[];
}

/** Creates the company and its owner in one transaction, once the e-mail code was verified. */
export async function register(platform: Platform, request: FastifyRequest, input: RegisterInput) {
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
      ...requestOrigin(request),
    });
    const response = await signIn(tx, platform, request, owner, company.subdomain);
    return { response, state: await companyState(tx, company.id), cart };
  });
}
