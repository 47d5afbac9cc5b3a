import { messages, routes } from "@cloudoc/contract";
import { ApiError, call } from "../../../lib/api";
import { deriveKeySha256 } from "./derive-key";

/**
 * The invisible bot check of spec 000 §4 Signup: fetch a challenge, do its proof of work in the
 * browser (about half a second), and trade the answer for a single-use pass. altcha-lib is loaded
 * here only, on the sign-up flow.
 */
export async function passBotCheck(): Promise<string> {
  // ALTCHA proof of work by default, reCAPTCHA when the server has keys.
  const { response: challenge } = await call(routes.botCheckChallenge);
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
  const reply = await call(routes.botCheckVerify, {
    response: JSON.stringify({
      challenge: challenge.challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }),
  });
  return reply.data;
}
