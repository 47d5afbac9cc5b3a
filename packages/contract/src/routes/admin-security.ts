import {
  adminActivityQuerySchema,
  adminActivityReplySchema,
  recoveryCodeBodySchema,
  recoveryCodesReplySchema,
  secondFactorCodeBodySchema,
  secondFactorSetUpReplySchema,
  secondFactorStatusReplySchema,
  secondFactorVerifiedReplySchema,
} from "../admin/security";
import { route } from "./define";

const tags = ["admin"];
/**
 * The second-factor calls run before the session has proved it, so they are open to any signed-in
 * user and the handler refuses everyone but the platform admin (403).
 */
const beforeSecondFactor = "signedIn";

/** The platform admin's second factor (TOTP and recovery codes) and the admin activity list. */
export const adminSecurityRoutes = {
  adminSecondFactorStatus: route({
    method: "POST",
    path: "/admin/second-factor/status",
    access: beforeSecondFactor,
    reply: secondFactorStatusReplySchema,
    tags,
    summary: "Whether this admin must set up the second factor, prove it, or has proved it on this session",
  }),
  adminSecondFactorStart: route({
    method: "POST",
    path: "/admin/second-factor/setup",
    access: beforeSecondFactor,
    reply: secondFactorSetUpReplySchema,
    tags,
    summary: "Makes a new TOTP secret to scan (until one is confirmed)",
  }),
  adminSecondFactorConfirm: route({
    method: "POST",
    path: "/admin/second-factor/setup/confirm",
    access: beforeSecondFactor,
    body: secondFactorCodeBodySchema,
    reply: recoveryCodesReplySchema,
    tags,
    summary: "Confirms the new secret with a code; answers the recovery codes, shown this once",
  }),
  adminSecondFactorVerify: route({
    method: "POST",
    path: "/admin/second-factor/verify",
    access: beforeSecondFactor,
    body: secondFactorCodeBodySchema,
    reply: secondFactorVerifiedReplySchema,
    tags,
    summary: "Proves the second factor on this session with a code from the authenticator app",
  }),
  adminSecondFactorRecover: route({
    method: "POST",
    path: "/admin/second-factor/recover",
    access: beforeSecondFactor,
    body: recoveryCodeBodySchema,
    reply: secondFactorVerifiedReplySchema,
    tags,
    summary: "Proves the second factor on this session with a one-time recovery code",
  }),
  adminRecoveryCodesRegenerate: route({
    method: "POST",
    path: "/admin/second-factor/recovery-codes",
    access: "admin",
    reply: recoveryCodesReplySchema,
    tags,
    summary: "Replaces the recovery codes; the old ones stop working",
  }),
  adminActivityList: route({
    method: "POST",
    path: "/admin/activity/list",
    access: "admin",
    body: adminActivityQuerySchema,
    reply: adminActivityReplySchema,
    tags,
    summary: "Changes made by platform admins, newest first, 25 a page",
  }),
};
