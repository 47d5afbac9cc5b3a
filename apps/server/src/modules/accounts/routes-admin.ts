import { adminSecurityMessages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { adminActivity } from "./admin-activity";
import {
  confirmSetUp,
  redeemRecoveryCode,
  regenerateRecoveryCodes,
  secondFactorStatus,
  startSetUp,
  verifyCode,
} from "./second-factor";

const m = adminSecurityMessages;

/** The platform admin's second factor (TOTP and recovery codes) and the admin activity list. */
export const adminSecurityRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;

  serve(app, routes.adminSecondFactorStatus, async ({ actor }) =>
    ok(await secondFactorStatus(platform, actor)),
  );

  serve(app, routes.adminSecondFactorStart, async ({ actor }) => ok(await startSetUp(platform, actor)));

  serve(app, routes.adminSecondFactorConfirm, async ({ input, actor }) =>
    ok(m.secondFactorSetUp, { data: { recoveryCodes: await confirmSetUp(platform, actor, input.code) } }),
  );

  serve(app, routes.adminSecondFactorVerify, async ({ input, actor }) => {
    await verifyCode(platform, actor, input.code);
    return ok(m.secondFactorVerified);
  });

  serve(app, routes.adminSecondFactorRecover, async ({ input, actor }) => {
    await redeemRecoveryCode(platform, actor, input.recoveryCode);
    return ok(m.secondFactorVerified);
  });

  serve(app, routes.adminRecoveryCodesRegenerate, async ({ actor }) =>
    ok(m.recoveryCodesRegenerated, {
      data: { recoveryCodes: await regenerateRecoveryCodes(platform, actor) },
    }),
  );

  serve(app, routes.adminActivityList, async ({ input }) => {
    const { list, total } = await adminActivity(platform.db, input);
    return ok(m.activityListed, { list, total });
  });
};
