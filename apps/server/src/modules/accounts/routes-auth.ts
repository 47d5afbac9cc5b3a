import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { announceLogin, exchangeHandover, handoverToCompanySite, login, logout } from "./login";
import { checkAvailability, passBotCheck, register, sendSignupCode, verifySignupCode } from "./signup";
import { browserTabOf, siteOf, visitOf } from "./visit";

/** Sign-in, hand-over, logout and sign-up (spec 000 §4, §7); the rules live in the services. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;

  serve(app, routes.login, async ({ input, actor, request }) => {
    const { response, state, cart } = await login(platform, visitOf(request, actor.origin), input);
    announceLogin(platform, browserTabOf(request));
    return { ...ok(response), ...state, message: messages.loggedIn, offline_cart_data: cart };
  });

  serve(app, routes.handover, async ({ input, actor, request }) => {
    const { response, state } = await exchangeHandover(platform, visitOf(request, actor.origin), input.code);
    return { ...ok(response), ...state, message: messages.loggedIn, offline_cart_data: [] };
  });

  serve(app, routes.logout, async ({ actor }) => {
    await logout(platform, actor);
    return ok(messages.loggedOut);
  });

  serve(app, routes.newHandover, async ({ actor, request }) =>
    ok(await handoverToCompanySite(platform, actor, siteOf(request))),
  );

  serve(app, routes.validateSignup, async ({ input }) => {
    await checkAvailability(platform, input);
    return ok("ok");
  });

  serve(app, routes.botCheckChallenge, async () => ok(await platform.botCheck.challenge()));

  serve(app, routes.botCheckVerify, async ({ input, actor }) =>
    ok("verified", { data: await passBotCheck(platform, actor.origin, input.response) }),
  );

  serve(app, routes.sendSignupCode, async ({ input, actor, request }) => {
    const { email, name, captcha, resend } = input;
    const id = await sendSignupCode(platform, actor.origin, request.log, { email, name, botPass: captcha });
    return ok(resend ? messages.otpResent : messages.otpSent, { data: id });
  });

  serve(app, routes.verifySignupCode, async ({ input, actor }) => {
    await verifySignupCode(platform, actor.origin, input.data, input.votp);
    return ok(messages.otpVerified);
  });

  serve(app, routes.register, async ({ input, actor, request }) => {
    const { response, state, cart } = await register(platform, visitOf(request, actor.origin), input);
    announceLogin(platform, browserTabOf(request));
    return { ...ok(response), ...state, message: messages.registeredSuccessfully, offline_cart_data: cart };
  });
};
