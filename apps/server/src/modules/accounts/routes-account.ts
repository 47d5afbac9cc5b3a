import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { notFound, ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { companyState } from "./company-state";
import { companyBySubdomain } from "./login";
import { checkResetCode, resetPassword, startReset } from "./password";
import { companySummary, updateMyAccount, userProfile } from "./profile";
import { visitOf } from "./visit";

/** Password reset, the company-site lookup and the signed-in person's own account (spec 000 §7). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;

  serve(app, routes.forgotPassword, async ({ input, actor, request }) => {
    const id = await startReset(platform, visitOf(request, actor.origin), request.log, input.email);
    return ok(messages.otpWillBeSent, { user: { userId: id } });
  });

  serve(app, routes.checkResetCode, async ({ input, actor }) => {
    await checkResetCode(platform, actor.origin, input.userId, input.otp_number);
    return ok(messages.otpVerified);
  });

  serve(app, routes.resetPassword, async ({ input, actor }) => {
    await resetPassword(platform, actor.origin, input.userId, input.password);
    return ok(messages.newPasswordUpdated);
  });

  serve(app, routes.companySite, async ({ input }) => {
    const company = await companyBySubdomain(platform, input.domainName);
    if (!company) throw notFound(messages.companyDomainNotAvailable);
    return ok({ companyName: company.name, subdomain: company.subdomain, logoPath: "" });
  });

  serve(app, routes.userDetails, async ({ input, actor }) =>
    ok(await userProfile(platform, actor, input?.userId)),
  );

  serve(app, routes.companySummary, async ({ input, actor }) =>
    ok(await companySummary(platform, actor, input?.userId)),
  );

  serve(app, routes.companyState, async ({ actor }) => {
    const state = await companyState(platform.db, actor.companyId, platform.clock.now());
    return { ...ok(state), ...state };
  });

  serve(app, routes.updateMyAccount, async ({ input, actor }) =>
    ok(await updateMyAccount(platform, actor, input)),
  );
};
