import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { App } from "../app";

/** Does what the sign-up page does: solve the challenge, trade it for a single-use pass. */
export async function botPass(app: App): Promise<string> {
  const challengeReply = await app.inject({ method: "GET", url: "/api/botcheck/challenge" });
  const { challenge } = challengeReply.json().response;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  const verify = await app.inject({
    method: "POST",
    url: "/api/recaptcha/api/siteverify",
    payload: { response: JSON.stringify({ challenge, solution }) },
  });
  if (verify.statusCode !== 200) throw new Error(verify.body);
  return verify.json().data;
}
