import { messages } from "@cloudoc/contract";
import type { Challenge } from "altcha-lib";
import { ApiError, api } from "../../../lib/api";
import { deriveKeySha256 } from "./derive-key";

/** GET /botcheck/challenge: ALTCHA proof of work by default, reCAPTCHA when the server has keys. */
type BotChallenge = { kind: "altcha"; challenge: Challenge } | { kind: "recaptcha"; siteKey: string };

/**
 * The invisible bot check of spec 000 §4 Signup: fetch a challenge, do its proof of work in the
 * browser (about half a second), and trade the answer for a single-use pass. altcha-lib is loaded
 * here only, on the sign-up flow.
 */
export async function passBotCheck(): Promise<string> {
  const { response: challenge } = await api.get<BotChallenge>("/botcheck/challenge");
  if (challenge.kind !== "altcha") {
    // reCAPTCHA is configured on the server, and this build only runs ALTCHA.
    throw new ApiError(messages.somethingWentWrongNoDot, "failure", 0);
  }
  const [{ solveChallenge }, webSha] = await Promise.all([
    import("altcha-lib"),
    challenge.challenge.parameters.algorithm === "SHA-256"
      ? Promise.resolve(undefined)
      : import("altcha-lib/algorithms/web/sha"),
  ]);
  const solution = await solveChallenge({
    challenge: challenge.challenge,
    deriveKey: webSha ? webSha.deriveKey : deriveKeySha256,
    timeout: 60_000,
  });
  if (!solution) throw new ApiError(messages.somethingWentWrongNoDot, "failure", 0);
  const reply = await api.post<string, { data: string }>("/recaptcha/api/siteverify", {
    response: JSON.stringify({
      challenge: challenge.challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }),
  });
  return reply.data;
}
