import { type RouteInput, routes } from "@cloudoc/contract";
import { call } from "../../../../lib/api";

/** Query keys of the console's security area. */
export const securityKeys = {
  status: ["admin", "second-factor", "status"] as const,
  setUp: ["admin", "second-factor", "setup"] as const,
  activity: ["admin", "activity"] as const,
};

export type ActivityListInput = RouteInput<typeof routes.adminActivityList>;

export async function fetchSecondFactorStatus() {
  return (await call(routes.adminSecondFactorStatus)).response;
}

/** A new secret to scan (the server replaces one that was never confirmed). */
export async function startSetUp() {
  return (await call(routes.adminSecondFactorStart)).response;
}

/** Confirms the set-up with a code; answers the recovery codes, which are shown only now. */
export async function confirmSetUp(code: string) {
  return (await call(routes.adminSecondFactorConfirm, { code })).data.recoveryCodes;
}

export async function verifyCode(code: string) {
  return (await call(routes.adminSecondFactorVerify, { code })).response;
}

export async function proveWithRecoveryCode(recoveryCode: string) {
  return (await call(routes.adminSecondFactorRecover, { recoveryCode })).response;
}

export async function regenerateRecoveryCodes() {
  return (await call(routes.adminRecoveryCodesRegenerate)).data.recoveryCodes;
}

export async function fetchActivity(input: ActivityListInput) {
  const { list, total } = await call(routes.adminActivityList, input);
  return { list, total };
}
