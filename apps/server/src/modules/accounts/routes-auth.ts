import {
  authResponseSchema,
  companyStateSchema,
  loginRequestSchema,
  messages,
  offlineCartSchema,
  signupFieldsSchema,
} from "@cloudoc/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../platform/auth";
import { ok } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { exchangeHandover, handoverToCompanySite, login, logout } from "./login";

import { checkAvailability, passBotCheck, register, sendSignupCode, verifySignupCode } from "./signup";

const publicRoute = { access: "public" } as const;
const tags = ["accounts"];
const signedInReply = z
  .object({
    status: z.literal(1),
    response: authResponseSchema,
    message: z.string(),
    offline_cart_data: z.array(z.unknown()),
  })
  .extend(companyStateSchema.shape);

/**
 * Tells the browser's other tabs that a login succeeded, so they refresh their session data
 * (spec 000 §1). The tab that signed in names itself and ignores the echo.
 */
function announceLogin(platform: Platform, request: FastifyRequest) {
  const browserId = request.headers["x-browser-id"];
  const tabId = request.headers["x-tab-id"];
  if (typeof browserId !== "string") return;
  platform.realtime.emitToBrowser(browserId, "login:success", {
    tabId: typeof tabId === "string" ? tabId : "",
  });
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;

  app.post(
    "/user/login",
    { config: publicRoute, schema: { tags, body: loginRequestSchema, response: { 200: signedInReply } } },
    async (request) => {
      const { response, state, cart } = await login(platform, platform.limiter, request, request.body);
      announceLogin(platform, request);
      return { ...ok(response), ...state, message: messages.loggedIn, offline_cart_data: cart };
    },
  );

  app.post(
    "/user/handover",
    {
      config: publicRoute,
      schema: {
        tags,
        body: z.object({ code: z.string().min(20).max(100) }),
        response: { 200: signedInReply },
      },
    },
    async (request) => {
      const { response, state } = await exchangeHandover(platform, request, request.body.code);
      return { ...ok(response), ...state, message: messages.loggedIn, offline_cart_data: [] };
    },
  );

  app.post(
    "/user/logout",
    {
      config: { access: "signedIn" },
      schema: { tags, body: z.object({ userName: z.string().optional() }).nullish() },
    },
    async (request) => {
      await logout(platform, request, sessionOf(request));
      return ok(messages.loggedOut);
    },
  );

  app.post(
    "/user/handover/new",
    {
      config: { access: "signedIn" },
      schema: { tags, summary: "A fresh hand-over code to the signed-in person's company site" },
    },
    async (request) => ok(await handoverToCompanySite(platform, request, sessionOf(request))),
  );

  app.post(
    "/user/validate",
    { config: publicRoute, schema: { tags, body: signupFieldsSchema } },
    async (request) => {
      await checkAvailability(platform, request.body);
      return ok("ok");
    },
  );

  app.get(
    "/botcheck/challenge",
    { config: publicRoute, schema: { tags, summary: "The invisible bot check the sign-up page solves" } },
    async () => ok(await platform.botCheck.challenge()),
  );

  app.post(
    "/recaptcha/api/siteverify",
    { config: publicRoute, schema: { tags, body: z.object({ response: z.string().min(1).max(20_000) }) } },
    async (request) => {
      const pass = await passBotCheck(
        platform,
        platform.limiter,
        request,
        request.body.response,
        platform.botCheck.verify,
      );
      return ok("verified", { data: pass });
    },
  );

  const sendCodeBody = z.object({
    email: signupFieldsSchema.shape.email,
    name: z.string().trim().max(200).default(""),
    captcha: z.string().min(20).max(100),
    resend: z.boolean().optional(),
  });
  app.post(
    "/email/otp/verification",
    { config: publicRoute, schema: { tags, body: sendCodeBody } },
    async (request) => {
      const { email, name, captcha, resend } = request.body;
      const id = await sendSignupCode(platform, platform.limiter, request, { email, name, botPass: captcha });
      return ok(resend ? messages.otpResent : messages.otpSent, { data: id });
    },
  );

  const verifyBody = z.object({
    data: z.string().max(100),
    votp: z.string().regex(/^\d{4}$/, messages.enterCorrectOtp),
  });
  app.post(
    "/otp/time/verification",
    { config: publicRoute, schema: { tags, body: verifyBody } },
    async (request) => {
      await verifySignupCode(platform, platform.limiter, request, request.body.data, request.body.votp);
      return ok(messages.otpVerified);
    },
  );

  const registerBody = signupFieldsSchema.and(
    z.object({ data: z.string().max(100), cart_data: offlineCartSchema }),
  );
  app.post(
    "/user/register",
    { config: publicRoute, schema: { tags, body: registerBody, response: { 200: signedInReply } } },
    async (request) => {
      const { response, state, cart } = await register(platform, request, request.body);
      announceLogin(platform, request);
      return { ...ok(response), ...state, message: messages.registeredSuccessfully, offline_cart_data: cart };
    },
  );
};
