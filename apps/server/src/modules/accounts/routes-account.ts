import {
  companyStateSchema,
  messages,
  myAccountSchema,
  passwordSchema,
  userProfileSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../platform/auth";
import { badRequest, forbidden, notFound, ok } from "../../platform/envelope";
import { companyState } from "./company-state";
import { companyBySubdomain } from "./login";
import { checkResetCode, resetPassword, startReset } from "./password";
import { companySummary, updateMyAccount, userProfile } from "./profile";

const publicRoute = { access: "public" } as const;
const signedIn = { access: "signedIn" } as const;
const tags = ["accounts"];
const userIdBody = z.object({ userId: z.string().max(100).optional() }).nullish();

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  const forgotBody = z.object({
    email: z.string().trim().min(1, messages.emailRequired).max(254).email(messages.invalidEmail),
  });
  app.post(
    "/user/forgotpassword",
    { config: publicRoute, schema: { tags, body: forgotBody } },
    async (request) => {
      const id = await startReset(platform, platform.limiter, request, request.body.email);
      return ok(messages.otpWillBeSent, { user: { userId: id } });
    },
  );

  const checkBody = z.object({
    otp_number: z.string().regex(/^\d{4}$/, messages.enterCorrectOtp),
    userId: z.string().max(100),
  });
  app.post("/user/otp/check", { config: publicRoute, schema: { tags, body: checkBody } }, async (request) => {
    await checkResetCode(platform, platform.limiter, request, request.body.userId, request.body.otp_number);
    return ok(messages.otpVerified);
  });

  const resetBody = z.object({
    password: passwordSchema,
    confirmpassword: z.string(),
    userId: z.string().max(100),
  });
  app.post(
    "/user/resetpassword",
    { config: publicRoute, schema: { tags, body: resetBody } },
    async (request) => {
      const { password, confirmpassword, userId } = request.body;
      if (password !== confirmpassword)
        throw badRequest(messages.passwordsMustMatch, [
          { field: "confirmpassword", message: messages.passwordsMustMatch },
        ]);
      await resetPassword(platform, request, userId, password);
      return ok(messages.newPasswordUpdated);
    },
  );

  const credentialsQuery = z.object({ domainName: z.string().trim().min(1).max(63) });
  app.get(
    "/user/get/company/credetials",
    { config: publicRoute, schema: { tags, querystring: credentialsQuery } },
    async (request) => {
      const company = await companyBySubdomain(platform, request.query.domainName);
      if (!company) throw notFound(messages.companyDomainNotAvailable);
      return ok({ companyName: company.name, subdomain: company.subdomain, logoPath: "" });
    },
  );

  app.post(
    "/user/details",
    {
      config: signedIn,
      schema: {
        tags,
        body: userIdBody,
        response: { 200: z.object({ status: z.literal(1), response: userProfileSchema }) },
      },
    },
    async (request) => ok(await userProfile(platform, sessionOf(request), request.body?.userId)),
  );

  app.post("/users/getuserbyid", { config: signedIn, schema: { tags, body: userIdBody } }, async (request) =>
    ok(await companySummary(platform, sessionOf(request), request.body?.userId)),
  );

  app.post(
    "/users/get/compdetails",
    {
      config: signedIn,
      schema: {
        tags,
        response: {
          200: z
            .object({ status: z.literal(1), response: companyStateSchema })
            .extend(companyStateSchema.shape),
        },
      },
    },
    async (request) => {
      const state = await companyState(platform.db, sessionOf(request).companyId);
      return { ...ok(state), ...state };
    },
  );

  app.post(
    "/users/update/myaccount",
    {
      config: signedIn,
      schema: { tags, body: myAccountSchema.extend({ userId: z.string().max(100).optional() }) },
    },
    async (request) => {
      const session = sessionOf(request);
      if (request.body.userId && request.body.userId !== session.userId) throw forbidden();

      return ok(await updateMyAccount(platform, request, session, request.body));
    },
  );
};
