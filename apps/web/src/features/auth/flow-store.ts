import type { SignupFields } from "@cloudoc/contract";

/**
 * The step a sign-up or password reset has reached, between the pages /signup → /verifyotp and
 * /forgotpassword → /verifyotp → /resetpassword. Held in memory only (never in the address or in
 * history state, since it holds a password): a reload starts the flow again.
 */
export interface SignupFlow {
  kind: "signup";
  fields: SignupFields;
  codeId: string;
  sentAt: number;
}

export interface ResetFlow {
  kind: "reset";
  email: string;
  resetId: string;
  sentAt: number;
  verified: boolean;
}

export type AuthFlow = SignupFlow | ResetFlow;

let current: AuthFlow | null = null;

export const authFlow = {
  get: (): AuthFlow | null => current,
  set: (flow: AuthFlow): void => {
    current = flow;
  },
  clear: (): void => {
    current = null;
  },
};
